import { useLingui } from '@lingui/react/macro';
import { PageSpinner } from '../../shared/ui/PageSpinner';

/** While a guarded page (sign-in, profile) reads who is signed in. */
export function CheckingSession() {
  const { t } = useLingui();
  return <PageSpinner label={t`Checking your session…`} />;
}

/** /auth/callback, while the session is completed. */
export function SigningIn() {
  const { t } = useLingui();
  return <PageSpinner label={t`Signing you in…`} />;
}
