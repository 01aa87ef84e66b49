import { createContext, type ReactNode, use, useCallback, useEffect, useRef, useState } from 'react';
import { messageTone, type Notify, type NotifyOptions } from '../notify';
import { CheckCircleFilled, CloseCircleFilled } from './icons';
import './toast.css';

interface Notice {
  id: number;
  text: string;
  tone: NonNullable<NotifyOptions['tone']>;
  /** Seconds on screen; 0 keeps it until another pushes it out. */
  duration: number;
}

/** As antd's message was set up (MessageHost.tsx): no more than three at once, the oldest leaves first. */
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
 * The kit's toast: notify.tsx's call API (`notify(text, { duration, tone })`, the spec's colour rule)
 * drawn without antd's message. The messages sit in one live region that is on the page from the
 * start, so a screen reader announces each as it comes (an error at once, anything else politely).
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
        <div role="alert" className="ts-toast__region">
          {errors.map((notice) => (
            <ToastNotice key={notice.id} notice={notice} onDone={done} />
          ))}
        </div>
        <div role="status" className="ts-toast__region">
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
  if (!notify) throw new Error('useToast needs a ToastProvider above it');
  return notify;
}
