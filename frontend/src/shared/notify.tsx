import type { ArgsProps, MessageInstance } from 'antd/es/message/interface';
import { createContext, type ReactNode, use, useCallback, useRef, useState } from 'react';

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

type MessageHostModule = typeof import('./ui/MessageHost');

// antd's message code (and the notice styles it brings) is fetched with the first message, not with
// every page's first load: most visits never show one (ADR 37).
const loadMessageHost = (): Promise<MessageHostModule> => import('./ui/MessageHost');

export interface NotifyProviderProps {
  children: ReactNode;
  /** Fetches the message code; a test stands in one that fails. */
  load?: () => Promise<MessageHostModule>;
}

/**
 * Gives `useNotify` its messages: antd's message API, loaded on first use. What is said meanwhile
 * waits and is shown once it has loaded; if the fetch fails (the phone went offline), the next
 * message tries again, and the page goes on either way.
 */
export function NotifyProvider({ children, load = loadMessageHost }: NotifyProviderProps) {
  const [Host, setHost] = useState<MessageHostModule['default'] | null>(null);
  const loading = useRef(false);
  const messages = useRef<MessageInstance | null>(null);
  const waiting = useRef<ArgsProps[]>([]);

  const notify = useCallback<Notify>(
    (text, options = {}) => {
      const notice: ArgsProps = {
        type: options.tone ?? messageTone(text),
        content: text,
        duration: options.duration ?? 3,
      };
      if (messages.current) {
        void messages.current.open(notice);
        return;
      }
      waiting.current.push(notice);
      if (loading.current) return;
      loading.current = true;
      load().then(
        (module) => setHost(() => module.default),
        () => {
          loading.current = false;
        },
      );
    },
    [load],
  );

  const onReady = useCallback((api: MessageInstance) => {
    messages.current = api;
    for (const notice of waiting.current.splice(0)) void api.open(notice);
  }, []);

  return (
    <NotifyContext value={notify}>
      {children}
      {Host && <Host onReady={onReady} />}
    </NotifyContext>
  );
}

/** Shows one of the spec's messages with the colour the rule gives it (or `tone`). Needs `NotifyProvider` above. */
export function useNotify(): Notify {
  const notify = use(NotifyContext);
  if (!notify) throw new Error('useNotify needs a NotifyProvider above it (AppProviders has one)');
  return notify;
}
