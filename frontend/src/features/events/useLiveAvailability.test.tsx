import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EventPage, eventKeys } from './queries';
import { HIDDEN_CLOSE_MS, useLiveAvailability } from './useLiveAvailability';

/** The browser's EventSource as far as the hook uses it: a URL, listeners, and close. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, Array<(message: MessageEvent<string>) => void>>();
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  /** The server pushes a message of `type`. */
  push(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }

  static open(): FakeEventSource[] {
    return FakeEventSource.opened.filter((source) => !source.closed);
  }
}

const page = (available: number) =>
  ({ id: 'e1', title: 'Sunburn', available_tickets: available, listings: [] }) as unknown as EventPage;
const opening = eventKeys.page('e1', { type: 'all', sort: 'price_asc' });
const filtered = eventKeys.page('e1', { quantity: 2, type: 'mobile', sort: 'price_asc' });

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useLiveAvailability', () => {
  let queryClient: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );

  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    setVisibility('visible');
  });

  it("opens one stream for the event and puts each push in the opening page's cache", () => {
    queryClient.setQueryData(opening, page(5));
    const heard = vi.fn();
    renderHook(() => useLiveAvailability('e1', heard), { wrapper });

    expect(FakeEventSource.open().map((source) => source.url)).toEqual(['/api/v1/events/e1/live']);
    act(() => FakeEventSource.opened[0]!.push('availability', page(3)));
    expect(queryClient.getQueryData<EventPage>(opening)?.available_tickets).toBe(3);
    expect(heard).toHaveBeenCalledWith(page(3));
  });

  it('marks the filtered views of the event stale (refetched), and fills no view nobody loaded', () => {
    queryClient.setQueryData(filtered, page(5));
    queryClient.setQueryData(eventKeys.page('e2', { type: 'all', sort: 'price_asc' }), page(9));
    renderHook(() => useLiveAvailability('e1'), { wrapper });

    act(() => FakeEventSource.opened[0]!.push('availability', page(3)));
    expect(queryClient.getQueryState(filtered)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(opening)).toBeUndefined();
    expect(queryClient.getQueryState(eventKeys.page('e2', { type: 'all', sort: 'price_asc' }))?.isInvalidated).toBe(
      false,
    );
  });

  it('closes the stream when the page goes, and opens the next event on a change of event', () => {
    const { rerender, unmount } = renderHook(({ id }) => useLiveAvailability(id), {
      wrapper,
      initialProps: { id: 'e1' },
    });
    rerender({ id: 'e2' });
    expect(FakeEventSource.open().map((source) => source.url)).toEqual(['/api/v1/events/e2/live']);
    unmount();
    expect(FakeEventSource.open()).toEqual([]);
  });

  it('lets the stream go after the tab is hidden for long, and reopens it when shown again', () => {
    vi.useFakeTimers();
    renderHook(() => useLiveAvailability('e1'), { wrapper });

    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(HIDDEN_CLOSE_MS - 1));
    expect(FakeEventSource.open()).toHaveLength(1); // a short look at another tab keeps it
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.open()).toEqual([]);

    act(() => setVisibility('visible'));
    expect(FakeEventSource.open()).toHaveLength(1);
    expect(FakeEventSource.opened).toHaveLength(2);
  });
});
