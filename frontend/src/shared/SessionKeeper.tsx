import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { clearPrivateQueries, sessionQuery, startSessionSync } from './session';

/**
 * Mounted once under the router: keeps the session fresh and in step with other tabs, and when the
 * signed-in person goes away or changes (signed out elsewhere, session ended), drops their cached
 * data and runs the route guards again, so a guarded page sends the visitor to sign in.
 */
export function SessionKeeper() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { data: userId } = useQuery({ ...sessionQuery(), select: (session) => session?.user.id ?? null });
  const previous = useRef<string | null | undefined>(undefined);

  useEffect(() => startSessionSync(queryClient), [queryClient]);

  useEffect(() => {
    if (userId === undefined) return;
    const before = previous.current;
    previous.current = userId;
    if (before && before !== userId) {
      clearPrivateQueries(queryClient);
      void router.invalidate();
    }
  }, [queryClient, router, userId]);

  return null;
}
