import { App } from 'antd';
import { useCallback } from 'react';

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

/** Shows one of the spec's messages with the colour the rule gives it (or `tone`). Needs antd's <App> above. */
export function useNotify(): (text: string, options?: NotifyOptions) => void {
  const { message } = App.useApp();
  return useCallback(
    (text: string, options: NotifyOptions = {}) => {
      void message.open({ type: options.tone ?? messageTone(text), content: text, duration: options.duration ?? 3 });
    },
    [message],
  );
}
