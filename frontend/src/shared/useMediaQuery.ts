import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept current. Read synchronously on the first render, so a
 * layout that depends on it does not flash the other layout first.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Phones: below antd's `md` breakpoint (768 px). */
export const PHONE_QUERY = '(max-width: 767.98px)';
