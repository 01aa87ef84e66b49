import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitPurchase, type Purchase, purchasesQuery } from './queries';

type Interval = (query: { state: { data?: Purchase[] } }) => number | false;
const listed = (...orderIds: string[]) => ({
  state: { data: orderIds.map((id) => ({ transaction_id: id }) as Purchase) },
});

describe('Your Purchases right after a payment', () => {
  afterEach(() => vi.useRealTimers());

  it('asks again every second until the order just paid is listed, and for 30 seconds at most', () => {
    const interval = purchasesQuery().refetchInterval as Interval;
    vi.useFakeTimers();
    vi.setSystemTime(Date.now() + 60_000); // whatever other tests left waiting has expired
    expect(interval(listed('older-order'))).toBe(false);

    awaitPurchase('order-just-paid');
    expect(interval(listed('older-order'))).toBe(1000);
    expect(interval(listed('older-order', 'order-just-paid'))).toBe(false);
    expect(interval(listed('older-order'))).toBe(false);

    awaitPurchase('order-never-listed');
    vi.advanceTimersByTime(29_000);
    expect(interval(listed('older-order'))).toBe(1000);
    vi.advanceTimersByTime(2_000);
    expect(interval(listed('older-order'))).toBe(false);
  });
});
