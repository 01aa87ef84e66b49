import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { safeReturnTo } from '../../shared/return-to';
import { usePageTitle } from '../../shared/usePageTitle';
import { LogoMark } from '../layout';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import type { AuthMode } from './search';
import { SignupForm } from './SignupForm';
import './auth.css';

/** Each mode's heading, drawn in the page's language: `i18n._(AUTH_TITLES[mode])`. */
const AUTH_TITLES: Record<AuthMode, MessageDescriptor> = {
  login: msg`Sign in to your account`,
  signup: msg`Create a new account`,
  forgot: msg`Reset your password`,
};

const routeApi = getRouteApi('/auth');

const PAGE_TITLES: Record<AuthMode, MessageDescriptor> = {
  login: msg`Sign in`,
  signup: msg`Create an account`,
  forgot: msg`Reset your password`,
};

/** /auth: sign in, sign up (with a phone OTP) or ask for a password reset link. */
export function AuthPage() {
  const { mode = 'login', returnTo: returnToParam } = routeApi.useSearch();
  const stateReturnTo = useRouterState({ select: (state) => state.location.state.returnTo });
  const router = useRouter();
  const navigate = routeApi.useNavigate();
  // The query string wins over navigation state; either is used only when it is a path on this site.
  const returnTo = safeReturnTo(returnToParam ?? stateReturnTo);
  const keepReturnTo = returnTo === '/' ? undefined : returnTo;
  const [email, setEmail] = useState<string | undefined>(undefined);
  const { i18n, t } = useLingui();
  usePageTitle(i18n._(PAGE_TITLES[mode]));

  const backToLogin = useCallback(
    (signedUpEmail: string) => {
      setEmail(signedUpEmail);
      void navigate({ search: { returnTo: keepReturnTo }, replace: true });
    },
    [keepReturnTo, navigate],
  );

  const modeLink = (target: AuthMode, text: string) => (
    <Link
      to="/auth"
      search={{ mode: target === 'login' ? undefined : target, returnTo: keepReturnTo }}
      className="auth-card__link"
    >
      {text}
    </Link>
  );

  return (
    <div className="container page auth-page">
      <div className={`auth-card${mode === 'signup' ? ' auth-card--wide' : ''}`}>
        <div className="auth-card__head">
          <LogoMark size={44} />
          <h1 className="auth-card__title">{i18n._(AUTH_TITLES[mode])}</h1>
          <p className="auth-card__switch">
            {mode === 'login' && <Trans>New to TicketSetu? {modeLink('signup', t`Create an account`)}</Trans>}
            {mode === 'signup' && <Trans>Already have an account? {modeLink('login', t`Sign in`)}</Trans>}
            {mode === 'forgot' && <Trans>Remembered it? {modeLink('login', t`Back to sign in`)}</Trans>}
          </p>
        </div>

        {mode === 'login' && (
          <LoginForm
            key="login"
            initialEmail={email}
            onSignedIn={() => void router.navigate({ href: returnTo, replace: true })}
            forgotLink={modeLink('forgot', t`Forgot your password?`)}
          />
        )}
        {mode === 'signup' && <SignupForm key="signup" onSignedUp={backToLogin} />}
        {mode === 'forgot' && <ForgotPasswordForm key="forgot" initialEmail={email} />}
      </div>
    </div>
  );
}
