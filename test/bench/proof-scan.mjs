// Proof fingerprints (ADR 62), measured: `node test/bench/proof-scan.mjs` after `npm run build -w backend`,
// or the proof-scan part of `npm run bench`. A corpus made here (backend/test/harness/proof-corpus.mjs):
// BENCH_PROOF_TICKETS tickets (default 10) of each of QR, PDF417, Aztec, Data Matrix and Code 128 on one
// ticket-like template, each as PNG, JPEG at quality 60, rotated 90 degrees, cropped 10 %, scaled to 50 %,
// inside a phone screenshot and inside a PDF, plus BENCH_PROOF_UNRELATED (300) other tickets on the same
// template. Every file is read by the app's own ProofScanner (worker threads, the configured limits and
// PROOF_SCAN_JOBS at once). Prints the detection rate per format and variant, false code matches, files
// per second, median and p95 time per image and per PDF, the peak of resident memory above the start,
// and the picture distances that set PROOF_LIKENESS_MAX_BITS. Timings never fail the run.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SYMBOLOGIES, ticketPng, VARIANTS, variantOf } from '../../backend/test/harness/proof-corpus.mjs';

const root = path.join(import.meta.dirname, '..', '..');
const dist = path.join(root, 'backend', 'dist', 'modules', 'listings');
const { ProofScanner } = await import(pathToFileURL(path.join(dist, 'infrastructure/proof-scan/proof-scanner.js')));
const { judgeProofs } = await import(pathToFileURL(path.join(dist, 'domain/proof-verdict.js')));

const TICKETS = Number(process.env.BENCH_PROOF_TICKETS ?? 10);
const UNRELATED = Number(process.env.BENCH_PROOF_UNRELATED ?? 300);
const JOBS = Number(process.env.PROOF_SCAN_JOBS ?? 1);
const THRESHOLD = Number(process.env.PROOF_LIKENESS_MAX_BITS ?? 6);

const bits = (a, b) => {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let n = 0;
  for (; x; x &= x - 1n) n++;
  return n;
};
const median = (xs) => quantile(xs, 0.5);
function quantile(xs, q) {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export async function measureProofScan({ log = console.error } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'proof-bench-'));
  const scanner = new ProofScanner({
    secret: randomBytes(32).toString('hex'),
    jobs: JOBS,
    timeoutMs: 20_000,
    heapMb: 128,
    maxPages: 20,
    maxPixels: 40_000_000,
  });
  let n = 0;
  const onDisk = async (bytes, contentType) => {
    const file = path.join(dir, `f${n++}`);
    await writeFile(file, bytes);
    return { file, contentType };
  };
  const formats = Object.keys(SYMBOLOGIES);
  // 1. The corpus, on disk first: its making is not measured.
  const corpus = [];
  for (const format of formats) {
    log(`[proof-scan] making ${format}: ${TICKETS} tickets x ${VARIANTS.length} variants`);
    for (let t = 1; t <= TICKETS; t++) {
      const png = await ticketPng(format, t);
      for (const variant of VARIANTS) {
        const { bytes, contentType } = await variantOf(png, variant);
        corpus.push({ ...(await onDisk(bytes, contentType)), format, ticket: t, variant });
      }
    }
  }
  const unrelated = [];
  for (let u = 0; u < UNRELATED; u++) {
    unrelated.push(await onDisk(await ticketPng(formats[u % formats.length], 1_000 + u), 'image/png'));
  }
  const warm = await onDisk(await ticketPng('qr', 0), 'image/png');
  global.gc?.();

  // 2. Every file read, PROOF_SCAN_JOBS at a time, each timed alone (no wait in the pool's queue).
  const all = [...corpus, ...unrelated];
  const outcomes = new Array(all.length);
  const timings = [];
  await Promise.all(
    Array.from({ length: JOBS }, () => scanner.scan({ path: warm.file, contentType: warm.contentType })),
  );
  const startRss = process.memoryUsage.rss();
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss() - startRss)), 20);
  log(`[proof-scan] reading ${all.length} files, ${JOBS} at a time`);
  const started = performance.now();
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: JOBS }, async () => {
        for (let i = next++; i < all.length; i = next++) {
          const t0 = performance.now();
          outcomes[i] = await scanner.scan({ path: all[i].file, contentType: all[i].contentType });
          timings.push({ ms: performance.now() - t0, pdf: all[i].contentType === 'application/pdf' });
        }
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  const caught = Object.fromEntries(formats.map((f) => [f, Object.fromEntries(VARIANTS.map((v) => [v, 0]))]));
  const knownCodes = new Set();
  const originals = [];
  const sameTicketDistances = [];
  let wrongCode = 0;
  try {
    for (let i = 0; i < corpus.length; i += VARIANTS.length) {
      const first = outcomes[i];
      const truth = first.codes[0]?.hash;
      if (truth) knownCodes.add(truth);
      originals.push(first.pictures[0]);
      for (let k = 0; k < VARIANTS.length; k++) {
        const outcome = outcomes[i + k];
        const codes = outcome.codes.map((c) => c.hash);
        if (truth && codes.includes(truth)) caught[corpus[i].format][VARIANTS[k]]++;
        wrongCode += codes.filter((c) => c !== truth).length;
        if (k > 0 && VARIANTS[k] !== 'pdf' && outcome.pictures[0] && first.pictures[0]) {
          sameTicketDistances.push(bits(first.pictures[0], outcome.pictures[0]));
        }
      }
    }
    const unrelatedDistances = [];
    let falseMatches = 0;
    for (let u = 0; u < unrelated.length; u++) {
      const outcome = outcomes[corpus.length + u];
      falseMatches += outcome.codes.filter((c) => knownCodes.has(c.hash)).length;
      const picture = outcome.pictures[0];
      if (picture) unrelatedDistances.push(Math.min(...originals.filter(Boolean).map((o) => bits(o, picture))));
    }
    const seconds = (performance.now() - started) / 1000;
    // Likeness never decides: every unrelated ticket within the threshold, judged, is not refused.
    const lookalikes = unrelatedDistances.filter((d) => d <= THRESHOLD).length;
    const blocks = unrelatedDistances.filter(
      (d) =>
        d <= THRESHOLD &&
        judgeProofs({
          quantity: 1,
          files: [{ id: 'f', name: 'f.png', codes: ['x'], problem: null }],
          heldElsewhere: [],
          lookalikes: [{ listingId: 'other', distance: d }],
        }).refusal !== null,
    ).length;
    return {
      tickets: TICKETS,
      unrelated: UNRELATED,
      jobs: JOBS,
      caught,
      wrongCode,
      falseMatches,
      blocks,
      lookalikes,
      threshold: THRESHOLD,
      files: timings.length,
      filesPerSecond: timings.length / seconds,
      imageMs: {
        median: median(timings.filter((t) => !t.pdf).map((t) => t.ms)),
        p95: quantile(
          timings.filter((t) => !t.pdf).map((t) => t.ms),
          0.95,
        ),
      },
      pdfMs: {
        median: median(timings.filter((t) => t.pdf).map((t) => t.ms)),
        p95: quantile(
          timings.filter((t) => t.pdf).map((t) => t.ms),
          0.95,
        ),
      },
      peakRssMb: peak / 1024 / 1024,
      sameTicket: {
        min: Math.min(...sameTicketDistances),
        median: median(sameTicketDistances),
        max: Math.max(...sameTicketDistances),
      },
      differentTickets: {
        min: Math.min(...unrelatedDistances),
        median: median(unrelatedDistances),
        max: Math.max(...unrelatedDistances),
      },
    };
  } finally {
    await scanner.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export function printProofScan(p, lines, checks) {
  const pct = (x) => `${((100 * x) / p.tickets).toFixed(0)}%`.padStart(5);
  lines.push(
    `Proof fingerprints (ADR 62): ${p.tickets} tickets per format, ${p.unrelated} unrelated, ${p.jobs} job(s)`,
  );
  lines.push(
    `  detection by code   ${Object.keys(Object.values(p.caught)[0])
      .map((v) => v.padStart(10))
      .join('')}`,
  );
  for (const [format, byVariant] of Object.entries(p.caught)) {
    lines.push(
      `  ${format.padEnd(19)} ${Object.values(byVariant)
        .map((c) => pct(c).padStart(10))
        .join('')}`,
    );
  }
  lines.push(
    `  codes read that were not the ticket's own: ${p.wrongCode}; false code matches (unrelated tickets): ${p.falseMatches}`,
  );
  lines.push(
    `  blocks from likeness alone: ${p.blocks} (of ${p.lookalikes} unrelated tickets within ${p.threshold} bits: shown as "Looks like" only)`,
  );
  lines.push(
    `  picture distance (bits of 64): same ticket dressed up min ${p.sameTicket.min} / median ${p.sameTicket.median} / max ${p.sameTicket.max}; ` +
      `different tickets min ${p.differentTickets.min} / median ${p.differentTickets.median} / max ${p.differentTickets.max}`,
  );
  lines.push(
    `  ${p.files} files, ${p.filesPerSecond.toFixed(1)} files/s; image median ${p.imageMs.median.toFixed(0)} ms (p95 ${p.imageMs.p95.toFixed(0)}), ` +
      `PDF median ${p.pdfMs.median.toFixed(0)} ms (p95 ${p.pdfMs.p95.toFixed(0)}); peak RSS +${p.peakRssMb.toFixed(0)} MB`,
  );
  checks.push(['proof scan: median image <= 200 ms', p.imageMs.median <= 200, `${p.imageMs.median.toFixed(0)} ms`]);
  checks.push(['proof scan: median PDF page <= 400 ms', p.pdfMs.median <= 400, `${p.pdfMs.median.toFixed(0)} ms`]);
  checks.push(['proof scan: peak RSS <= +200 MB', p.peakRssMb <= 200, `+${p.peakRssMb.toFixed(0)} MB`]);
  checks.push([
    'proof scan: 0 false code matches, 0 blocks from likeness',
    p.falseMatches === 0 && p.wrongCode === 0 && p.blocks === 0,
    `${p.falseMatches + p.wrongCode} false, ${p.blocks} blocks`,
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const lines = [];
  const checks = [];
  printProofScan(await measureProofScan(), lines, checks);
  console.log(lines.join('\n'));
  for (const [name, ok, value] of checks) console.log(`  ${ok ? 'PASS' : 'MISS'}  ${name}  (${value})`);
}
