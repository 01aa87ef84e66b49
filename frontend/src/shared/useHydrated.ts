import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React takes over a server-rendered page; true from then on (and
 * from the start in a page the browser renders alone). What the server cannot know, such as who is
 * signed in, is drawn once this is true, so the page is taken over exactly as the server drew it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
