#!/usr/bin/env node
// Only for test/bench/scale.test.mjs on a machine without Debian's nginx: a process shaped like nginx
// in the foreground (a master that starts a worker, both running until signalled), so the test can
// still stop a scale run mid-way and check that the run's clean-up leaves no process behind. It
// serves nothing: a scale run that reaches it waits for nginx's health and is stopped before then.
import { spawn } from 'node:child_process';

if (process.argv[2] !== 'worker') {
  spawn(process.execPath, [import.meta.filename, 'worker'], { stdio: 'ignore' });
}
setInterval(() => {}, 60_000);
