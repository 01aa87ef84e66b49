import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { DatabaseOutage } from './database/database-errors.js';
import { runEvery } from './interval-job.js';

describe('a job run at an interval', () => {
  let scheduler: SchedulerRegistry;
  beforeEach(() => {
    jest.useFakeTimers();
    scheduler = new SchedulerRegistry();
  });
  afterEach(() => {
    for (const name of scheduler.getIntervals()) scheduler.deleteInterval(name);
    jest.useRealTimers();
  });

  it('runs every interval, skipping a tick while the last run is still going, and is registered by name', async () => {
    let finish = () => {};
    const job = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    runEvery(scheduler, new Logger('test'), 'test.job', 1_000, job);
    expect(scheduler.getIntervals()).toEqual(['test.job']);

    await jest.advanceTimersByTimeAsync(1_000);
    expect(job).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(3_000); // still running: three ticks skipped
    expect(job).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(job).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run under its name and runs again at the next tick', async () => {
    const logger = new Logger('test');
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => {});
    const job = jest.fn(() => Promise.reject(new Error('database away')));
    runEvery(scheduler, logger, 'test.failing', 1_000, job);

    await jest.advanceTimersByTimeAsync(1_000);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'test.failing failed');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(job).toHaveBeenCalledTimes(2);
  });

  it('does not log a run refused because the database is known to be down (logged once elsewhere)', async () => {
    const logger = new Logger('test');
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => {});
    const job = jest.fn(() => Promise.reject(new DatabaseOutage('ECONNREFUSED')));
    runEvery(scheduler, logger, 'test.refused', 1_000, job);

    await jest.advanceTimersByTimeAsync(3_000);
    expect(job).toHaveBeenCalledTimes(3);
    expect(logged).not.toHaveBeenCalled();
  });
});
