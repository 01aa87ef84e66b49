import { useEffect, useState } from 'react';

/**
 * The browser's clock, read again every `everyMs` (for rules that change with time, e.g. how long a
 * problem may still be reported). Read at mount and on each tick, never during a render.
 */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
