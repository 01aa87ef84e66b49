// The reading half of the proof-scan bench (proof-scan.mjs), in a process of its own so that its
// resident memory is the scanner's alone (the corpus is made by the parent): the app's ProofScanner
// from a build of the backend reads every file of a manifest, PROOF_SCAN_JOBS at once, each timed from
// its scan() to its answer with no wait in the pool's queue.
//
// node proof-scan-reader.mjs <backend dist> <manifest.json> <results.json>
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [dist, manifestFile, resultsFile] = process.argv.slice(2);
const { files, jobs } = JSON.parse(await readFile(manifestFile, 'utf8'));
const { ProofScanner } = await import(
  pathToFileURL(path.join(dist, 'modules/listings/infrastructure/proof-scan/proof-scanner.js'))
);

const rss = () => process.memoryUsage.rss();
const scanner = new ProofScanner({
  secret: randomBytes(32).toString('hex'),
  jobs,
  timeoutMs: 20_000,
  heapMb: 128,
  maxPages: 20,
  maxPixels: 40_000_000,
});
let peak = rss();
let peakAll = peak;
const sampler = setInterval(() => {
  peak = Math.max(peak, rss());
  peakAll = Math.max(peakAll, peak);
}, 10);
const rssBefore = rss(); // no worker yet, as in the app before its first proof

// The first file of each worker pays for starting it (its thread, the .wasm, pdf.js): timed apart.
const firstStarted = performance.now();
const [first] = files;
await Promise.all(Array.from({ length: jobs }, () => scanner.scan({ path: first.file, contentType: 'image/png' })));
await Promise.all(
  Array.from({ length: jobs }, () =>
    scanner.scan({ path: files.find((f) => f.pdf).file, contentType: 'application/pdf' }),
  ),
);
const firstMs = performance.now() - firstStarted;
const rssWarm = rss();

const outcomes = new Array(files.length);
const ms = new Array(files.length);
const peakAt = new Array(files.length); // the highest resident set seen while each file was read
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: jobs }, async () => {
    for (let i = next++; i < files.length; i = next++) {
      const t0 = performance.now();
      peak = rss();
      outcomes[i] = await scanner.scan({ path: files[i].file, contentType: files[i].contentType });
      ms[i] = performance.now() - t0;
      peakAt[i] = Math.max(peak, rss());
      peakAll = Math.max(peakAll, peakAt[i]);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
await scanner.close();
await writeFile(
  resultsFile,
  JSON.stringify({
    outcomes,
    ms,
    peakAt,
    seconds,
    firstMs,
    rssBefore,
    rssWarm,
    rssPeak: Math.max(peakAll, peak, rss()),
  }),
);
