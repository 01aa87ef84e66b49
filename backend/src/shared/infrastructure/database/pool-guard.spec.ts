import { jest } from '@jest/globals';
import { DatabaseOutage } from './database-errors.js';
import { PoolGate, type PoolWatcher, SLOW_AFTER_MS } from './pool-guard.js';

/** What the gate told its watcher. */
function watching(gate: PoolGate) {
  const told = { slow: 0, failed: [] as unknown[], refuse: null as Error | null };
  const watcher: PoolWatcher = {
    refusal: () => told.refuse,
    slow: () => told.slow++,
    failed: (error) => told.failed.push(error),
  };
  gate.watch(watcher);
  return told;
}

describe('the pool gate', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tells its watcher of work still waiting after SLOW_AFTER_MS, once, and of failures', async () => {
    const gate = new PoolGate();
    const told = watching(gate);
    let answer!: (value: string) => void;
    const slow = gate.guard(new Promise<string>((resolve) => (answer = resolve)));
    await jest.advanceTimersByTimeAsync(SLOW_AFTER_MS - 1);
    expect(told.slow).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(told.slow).toBe(1);
    answer('rows');
    await expect(slow).resolves.toBe('rows');

    const refused = new Error('connect ECONNREFUSED');
    await expect(gate.guard(Promise.reject(refused))).rejects.toBe(refused);
    expect(told.failed).toEqual([refused]);
  });

  it('fails everything in flight at once when an outage is declared; what arrives late is handed back', async () => {
    const gate = new PoolGate();
    watching(gate);
    let connect!: (client: { id: number }) => void;
    const late: unknown[] = [];
    const waiting = gate.guard(new Promise<{ id: number }>((resolve) => (connect = resolve)), (c) => late.push(c));
    const outage = new DatabaseOutage('no answer within 1000 ms');
    gate.abandonInFlight(outage);
    await expect(waiting).rejects.toBe(outage);
    connect({ id: 7 });
    await jest.advanceTimersByTimeAsync(0);
    expect(late).toEqual([{ id: 7 }]);
    // Work that starts afterwards is not abandoned by the earlier outage.
    await expect(gate.guard(Promise.resolve('ok'))).resolves.toBe('ok');
  });

  it("refuses with its watcher's refusal, and nothing without a watcher", () => {
    const gate = new PoolGate();
    expect(gate.refusal()).toBeNull();
    const told = watching(gate);
    told.refuse = new DatabaseOutage('ECONNREFUSED');
    expect(gate.refusal()).toBe(told.refuse);
  });
});
