import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whole seconds until `deadline` (epoch milliseconds, from the browser's clock), never below 0,
 * re-rendering as they pass; null without a deadline, and on the server and while React takes a
 * server-drawn page over (ADR 88): the two clocks read apart, so the count is drawn once the page is
 * the browser's, never in the HTML it hydrates. Read from the clock on every tick rather than counted
 * down, so a tab the browser throttled in the background shows the true time when it wakes.
 */
const noCountYet = () => null;

export function useSecondsLeft(deadline: number | null): number | null {
  const subscribe = useCallback(
    (onTick: () => void) => {
      if (deadline === null) return () => {};
      const timer = setInterval(onTick, 250);
      return () => clearInterval(timer);
    },
    [deadline],
  );
  const read = () => (deadline === null ? null : Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
  return useSyncExternalStore(subscribe, read, noCountYet);
}

/** 600 -> '10:00', 65 -> '01:05'. */
export function formatMinutesSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
