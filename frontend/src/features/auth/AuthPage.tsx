import { getRouteApi, Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { safeReturnTo } from '../../shared/return-to';
import { usePageTitle } from '../../shared/usePageTitle';
import { LogoMark } from '../layout';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { AUTH_TITLES, type AuthMode } from './search';
import { SignupForm } from './SignupForm';
import './auth.css';

const routeApi = getRouteApi('/auth');

const PAGE_TITLES: Record<AuthMode, string> = {
  login: 'Sign in',
  signup: 'Create an account',
  forgot: 'Reset your password',
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
  usePageTitle(PAGE_TITLES[mode]);

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
          <h1 className="auth-card__title">{AUTH_TITLES[mode]}</h1>
          <p className="auth-card__switch">
            {mode === 'login' && <>New to TicketSetu? {modeLink('signup', 'Create an account')}</>}
            {mode === 'signup' && <>Already have an account? {modeLink('login', 'Sign in')}</>}
            {mode === 'forgot' && <>Remembered it? {modeLink('login', 'Back to sign in')}</>}
          </p>
        </div>

        {mode === 'login' && (
          <LoginForm
            key="login"
            initialEmail={email}
            onSignedIn={() => void router.navigate({ href: returnTo, replace: true })}
            forgotLink={modeLink('forgot', 'Forgot your password?')}
          />
        )}
        {mode === 'signup' && <SignupForm key="signup" onSignedUp={backToLogin} />}
        {mode === 'forgot' && <ForgotPasswordForm key="forgot" initialEmail={email} />}
      </div>
    </div>
  );
}
