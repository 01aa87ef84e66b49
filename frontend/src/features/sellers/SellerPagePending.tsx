import { useLingui } from '@lingui/react/macro';
import { PageSpinner } from '../../shared/ui/PageSpinner';

/** /seller/$id while the profile and its ratings load. */
export function SellerPagePending() {
  const { t } = useLingui();
  return <PageSpinner label={t`Loading the seller…`} />;
}
