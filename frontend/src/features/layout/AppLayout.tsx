import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/ui/SkipLink';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

/** The back office (/admin and below) is a full-width work area: no marketing footer under it. */
function isBackOffice(pathname: string): boolean {
  return /^\/admin(\/|$)/.test(pathname);
}

/** The shared layout around every route: skip link, header, main landmark, footer (not in the back office). */
export function AppLayout({ children }: { children: ReactNode }) {
  const backOffice = useRouterState({ select: (state) => isBackOffice(state.location.pathname) });
  return (
    <div className={backOffice ? 'app-shell app-shell--back-office' : 'app-shell'}>
      <SkipLink />
      <AppHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
        {children}
      </main>
      {!backOffice && <AppFooter />}
    </div>
  );
}
