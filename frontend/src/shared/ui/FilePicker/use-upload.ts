import { useCallback, useEffect, useRef, useState } from 'react';
import { isConnectionDropped } from '../../api/connection-dropped';
import type { UploadProgress } from '../../api/upload';

/** An upload on its way, or one that ended without an answer (the connection dropped, or it was cancelled). */
export interface UploadState extends UploadProgress {
  phase: 'sending' | 'dropped' | 'cancelled';
}

/** What an upload's sender is handed: where to report progress, and the signal that cancels it. */
export interface UploadControls {
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * One upload's state for a FilePicker: `run` starts a send with progress and a cancel signal; the
 * state is null when nothing is on its way and the last send did not end half-way (an answer, good or
 * bad, clears it). Leaving the page cancels a send in flight.
 */
export function useUpload() {
  const [state, setState] = useState<UploadState | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async <T>(send: (controls: UploadControls) => Promise<T>): Promise<T> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    let last: UploadProgress = { loaded: 0, total: 0 };
    setState({ phase: 'sending', ...last });
    try {
      const answer = await send({
        signal: own.signal,
        onProgress: (progress) => {
          last = progress;
          setState({ phase: 'sending', ...progress });
        },
      });
      setState(null);
      return answer;
    } catch (error) {
      if (isAbort(error)) setState({ phase: 'cancelled', ...last });
      else if (isConnectionDropped(error)) setState({ phase: 'dropped', ...last });
      else setState(null);
      throw error;
    } finally {
      if (controller.current === own) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState(null), []);
  return { state, run, cancel, reset };
}

/** A send that was cancelled: nothing to tell the person beyond the picker's own words. */
export { isAbort as isUploadCancelled };
