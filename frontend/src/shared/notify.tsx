import type { ArgsProps, MessageInstance } from 'antd/es/message/interface';
import { createContext, lazy, type ReactNode, Suspense, use, useCallback, useRef, useState } from 'react';

export type MessageTone = 'error' | 'success';

/**
 * The spec's one colour rule for its messages: red when the text reports an error or a failure,
 * green otherwise ('Link copied to clipboard!', 'Profile updated successfully!').
 */
export function messageTone(text: string): MessageTone {
  return /error|failed/i.test(text) ? 'error' : 'success';
}

export interface NotifyOptions {
  /** Seconds on screen; the spec fixes some (e.g. 3 s for 'Link copied to clipboard!'). */
  duration?: number;
  /**
   * For a refusal whose words carry neither 'Error' nor 'Failed' ('User already exists',
   * 'Email is required'): shown red all the same (docs/adr/0013).
   */
  tone?: MessageTone;
}

export type Notify = (text: string, options?: NotifyOptions) => void;

const NotifyContext = createContext<Notify | null>(null);

// antd's message code (and the notice styles it brings) is fetched with the first message, not with
// every page's first load: most visits never show one (ADR 35).
const MessageHost = lazy(() => import('./ui/MessageHost'));

/** Gives `useNotify` its messages: antd's message API, loaded on first use; what is said meanwhile waits. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const messages = useRef<MessageInstance | null>(null);
  const waiting = useRef<ArgsProps[]>([]);

  const notify = useCallback<Notify>((text, options = {}) => {
    const notice: ArgsProps = {
      type: options.tone ?? messageTone(text),
      content: text,
      duration: options.duration ?? 3,
    };
    if (messages.current) void messages.current.open(notice);
    else {
      waiting.current.push(notice);
      setWanted(true);
    }
  }, []);

  const onReady = useCallback((api: MessageInstance) => {
    messages.current = api;
    for (const notice of waiting.current.splice(0)) void api.open(notice);
  }, []);

  return (
    <NotifyContext value={notify}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <MessageHost onReady={onReady} />
        </Suspense>
      )}
    </NotifyContext>
  );
}

/** Shows one of the spec's messages with the colour the rule gives it (or `tone`). Needs `NotifyProvider` above. */
export function useNotify(): Notify {
  const notify = use(NotifyContext);
  if (!notify) throw new Error('useNotify needs a NotifyProvider above it (AppProviders has one)');
  return notify;
}
