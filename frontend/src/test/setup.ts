import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { warmUpAntd } from './warm-up';

// findBy*/waitFor wait up to 10 s (not 1 s) for the page to show what a test expects: on a busy shared
// machine one antd re-render can take seconds. They return as soon as it shows, and a test still fails
// with the query's own message well inside vitest's 30 s limit (vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

// Every test starts from a clean page: nothing rendered, no stubbed fetch, no storage (the session
// hint in localStorage decides whether a 401 triggers a refresh), no fake clock. Test files share one
// module graph and DOM (isolate: false in vitest.config.ts), so this also keeps files independent.
// A file under `@vitest-environment node` (the server's rendering, src/ssr) has no page to set up.
const hasDom = typeof window !== 'undefined';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
});

// jsdom has no matchMedia; antd's responsive helpers (Grid, Drawer, message) and useMediaQuery call it.
// Width queries ('(min-width: 768px)', '(max-width: 767.98px)', joined by 'and') are answered for
// window.innerWidth, a desktop 1366 px unless a test calls setViewportWidth (test/viewport.ts);
// anything else (prefers-reduced-motion, …) does not match.
function matchesWidth(query: string): boolean {
  const conditions = query.split(/\s+and\s+/i).map((part) => part.trim());
  return conditions.every((condition) => {
    const width = /^\((min|max)-width:\s*([\d.]+)px\)$/i.exec(condition);
    if (!width) return false;
    const limit = Number(width[2]);
    return width[1]!.toLowerCase() === 'min' ? window.innerWidth >= limit : window.innerWidth <= limit;
  });
}

if (hasDom) setUpDom();

/** What jsdom lacks that the app calls. */
function setUpDom(): void {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: matchesWidth(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

  const DESKTOP_WIDTH = 1366;
  window.innerWidth = DESKTOP_WIDTH;
  afterEach(() => {
    window.innerWidth = DESKTOP_WIDTH;
  });

  // jsdom does not scroll; the featured row and the skip link call these.
  Element.prototype.scrollBy ??= function scrollBy() {};
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};

  // jsdom has no ResizeObserver; antd's Select list and Drawer observe their size.
  globalThis.ResizeObserver ??= class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  // The router restores scroll positions on navigation; jsdom only logs "not implemented".
  window.scrollTo = () => {};
}

// antd builds each component's styles the first time it renders in a worker: do that once, up front,
// so it does not land inside (and slow) whichever test comes first. Its own generous limit: it is a
// one-off wait, not a test.
if (hasDom) beforeAll(warmUpAntd, 60_000);
