/**
 * The spec's messages (ADR 13 for their colours), for every page: the kit's toast (shared/ui/Toast,
 * ADR 73), mounted once in AppProviders. The names callers have always used stay: `useNotify()` gives
 * `notify(text, { duration, tone })`.
 */
export { messageTone, type Notify, ToastProvider as NotifyProvider, useToast as useNotify } from './ui/Toast';
