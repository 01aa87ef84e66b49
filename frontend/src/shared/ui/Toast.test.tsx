import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notify } from './Toast';
import { messageTone } from './Toast';
import { ToastProvider, useToast } from '.';

let notify: Notify;
function Grab({ onReady }: { onReady: (given: Notify) => void }) {
  const given = useToast();
  useEffect(() => onReady(given), [given, onReady]);
  return null;
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Grab
          onReady={(given) => {
            notify = given;
          }}
        />
      </ToastProvider>,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says each message in a live region that was there first, coloured by the spec’s rule', () => {
    const status = document.querySelector<HTMLElement>('.ts-toast [aria-live="polite"]')!;
    const alert = document.querySelector<HTMLElement>('.ts-toast [aria-live="assertive"]')!;
    expect(status).toBeEmptyDOMElement();
    act(() => notify('Link copied to clipboard!'));
    expect(status).toHaveTextContent('Link copied to clipboard!');
    expect(status.querySelector('.ts-toast__notice--success')).not.toBeNull();

    act(() => notify('Payment failed. Please try again.'));
    expect(alert).toHaveTextContent('Payment failed. Please try again.');
    act(() => notify('User already exists', { tone: 'error' }));
    expect(alert).toHaveTextContent('User already exists');
    expect(alert.querySelectorAll('.ts-toast__notice--error')).toHaveLength(2);
  });

  it('leaves after its seconds (3 unless told), and keeps no more than three', () => {
    act(() => notify('Profile updated successfully!'));
    act(() => notify('Saved', { duration: 10 }));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();

    act(() => {
      for (const text of ['One', 'Two', 'Three']) notify(text);
    });
    expect(document.querySelector('.ts-toast [aria-live="polite"]')!.textContent).toBe('OneTwoThree');
  });
});

describe('messageTone', () => {
  it('colours a Hindi error or failure red, as the English words are', () => {
    expect(messageTone('Failed to create payment order')).toBe('error');
    expect(messageTone('भुगतान का ऑर्डर बनाना विफल रहा')).toBe('error');
    expect(messageTone('त्रुटि')).toBe('error');
    expect(messageTone('चेकआउट रद्द हो गया। सीटें फिर से बिक्री पर हैं और आपसे कोई पैसा नहीं लिया गया।')).toBe('success');
  });
});
