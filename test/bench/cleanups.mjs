// What a bench starts is stopped when it ends, or on Ctrl-C/SIGTERM: in reverse order, each step
// bounded in time, so one stuck step never leaves the rest (databases, apps, nginx) running.
const steps = [];
let cleaning = null;

export function onCleanup(name, run) {
  steps.push({ name, run });
}

export function cleanup() {
  cleaning ??= (async () => {
    for (const step of steps.reverse()) {
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

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`[bench] ${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}
