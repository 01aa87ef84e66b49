import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/ui/SkipLink';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

/** The shared layout around every route: skip link, header, main landmark, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <SkipLink />
      <AppHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
