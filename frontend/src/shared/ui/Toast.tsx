import { createContext, type ReactNode, use, useCallback, useEffect, useRef, useState } from 'react';
import { CheckCircleFilled, CloseCircleFilled } from './icons';
import './toast.css';

export type MessageTone = 'error' | 'success';

/**
 * The spec's one colour rule for its messages: red when the text reports an error or a failure,
 * green otherwise ('Link copied to clipboard!', 'Profile updated successfully!'). In Hindi the same
 * words are त्रुटि (error) and विफल (failed).
 */
export function messageTone(text: string): MessageTone {
  return /error|failed|त्रुटि|विफल/i.test(text) ? 'error' : 'success';
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

interface Notice {
  id: number;
  text: string;
  tone: MessageTone;
  /** Seconds on screen; 0 keeps it until another pushes it out. */
  duration: number;
}

/** As antd's message was set up: no more than three at once, the oldest leaves first. */
const MAX_SHOWN = 3;

const ToastContext = createContext<Notify | null>(null);

function ToastNotice({ notice, onDone }: { notice: Notice; onDone: (id: number) => void }) {
  useEffect(() => {
    if (notice.duration <= 0) return;
    const timer = setTimeout(() => onDone(notice.id), notice.duration * 1000);
    return () => clearTimeout(timer);
  }, [notice, onDone]);
  const Icon = notice.tone === 'error' ? CloseCircleFilled : CheckCircleFilled;
  return (
    <div className={`ts-toast__notice ts-toast__notice--${notice.tone}`}>
      <Icon className="ts-toast__icon" aria-hidden="true" />
      <span>{notice.text}</span>
    </div>
  );
}

/**
 * The kit's toast, the app's one way to show the spec's messages (AppProviders mounts it; notify.tsx
 * names it NotifyProvider / useNotify for every caller): `notify(text, { duration, tone })` with the
 * spec's colour rule, drawn without antd's message. The messages sit in two live regions that are on
 * the page from the start, so a screen reader announces each as it comes: errors assertively, anything
 * else politely. The regions carry `aria-live` and no role: a page's own alert or status (a load error,
 * a count) stays the one `role="alert"` or `role="status"` there, as it was beside antd's message.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(0);

  const done = useCallback((id: number) => setNotices((shown) => shown.filter((notice) => notice.id !== id)), []);

  const notify = useCallback<Notify>((text, options = {}) => {
    nextId.current += 1;
    const notice: Notice = {
      id: nextId.current,
      text,
      tone: options.tone ?? messageTone(text),
      duration: options.duration ?? 3,
    };
    setNotices((shown) => [...shown, notice].slice(-MAX_SHOWN));
  }, []);

  const errors = notices.filter((notice) => notice.tone === 'error');
  const others = notices.filter((notice) => notice.tone !== 'error');
  return (
    <ToastContext value={notify}>
      {children}
      <div className="ts-toast">
        <div aria-live="assertive" className="ts-toast__region ts-toast__region--errors">
          {errors.map((notice) => (
            <ToastNotice key={notice.id} notice={notice} onDone={done} />
          ))}
        </div>
        <div aria-live="polite" className="ts-toast__region ts-toast__region--others">
          {others.map((notice) => (
            <ToastNotice key={notice.id} notice={notice} onDone={done} />
          ))}
        </div>
      </div>
    </ToastContext>
  );
}

/** Shows a toast; needs a ToastProvider above. Same call as notify.tsx's `useNotify`. */
export function useToast(): Notify {
  const notify = use(ToastContext);
  if (!notify) throw new Error('useNotify needs a ToastProvider (NotifyProvider) above it (AppProviders has one)');
  return notify;
}
