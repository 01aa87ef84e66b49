import { useLingui } from '@lingui/react/macro';
import { PageSpinner } from './PageSpinner';

/** While a guarded page reads who is signed in: the shell's words (every signed-in page shows it). */
export function CheckingSession() {
  const { t } = useLingui();
  return <PageSpinner label={t`Checking your session…`} />;
}

/** /auth/callback, while the session is completed. */
export function SigningIn() {
  const { t } = useLingui();
  return <PageSpinner label={t`Signing you in…`} />;
}
