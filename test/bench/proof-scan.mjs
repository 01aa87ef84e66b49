// Proof fingerprints (ADR 62), measured: `node test/bench/proof-scan.mjs` after `npm run build -w backend`,
// or the proof-scan part of `npm run bench`. A corpus made here (backend/test/harness/proof-corpus.mjs):
// BENCH_PROOF_TICKETS tickets (default 10) of each of QR, PDF417, Aztec, Data Matrix and Code 128 on one
// ticket-like template, each as PNG, JPEG at quality 60, rotated 90 degrees, cropped 10 %, scaled to 50 %,
// inside a phone screenshot and inside a PDF, plus BENCH_PROOF_UNRELATED (300) other tickets on the same
// template. The corpus is written to disk first; then a process of its own (proof-scan-reader.mjs) reads
// every file with the app's own ProofScanner (worker threads, the app's limits, PROOF_SCAN_JOBS at once),
// so its memory is the scanner's alone. Prints the detection rate per format and variant, false code
// matches, files per second, median and p95 time per image and per PDF page, by variant too, the
// resident memory above the process before its first worker, and the picture distances that set
// PROOF_LIKENESS_MAX_BITS. Timings never fail the run. BENCH_APP_DIST: another build of the backend;
// MALLOC_ARENA_MAX (default 2, as deployed; empty: glibc's default) for the reading process.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { SYMBOLOGIES, textPdf, ticketPng, VARIANTS, variantOf } from '../../backend/test/harness/proof-corpus.mjs';

const root = path.join(import.meta.dirname, '..', '..');
const defaultDist = path.resolve(process.env.BENCH_APP_DIST || path.join(root, 'backend', 'dist'));

const TICKETS = Number(process.env.BENCH_PROOF_TICKETS ?? 10);
const UNRELATED = Number(process.env.BENCH_PROOF_UNRELATED ?? 300);
const JOBS = Number(process.env.PROOF_SCAN_JOBS ?? 1);
const THRESHOLD = Number(process.env.PROOF_LIKENESS_MAX_BITS ?? 6);
// glibc's malloc arenas, as the image and the Kubernetes deployment set them (ADR 62): without the
// cap, the freed buffers of the worker's native libraries stay resident in arenas of their own.
const ARENAS = process.env.MALLOC_ARENA_MAX ?? '2';

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
const spread = (xs) => ({ median: median(xs), p95: quantile(xs, 0.95) });
const MiB = 1024 * 1024;

export async function measureProofScan({ log = console.error, dist = defaultDist } = {}) {
  const { judgeProofs } = await import(pathToFileURL(path.join(dist, 'modules/listings/domain/proof-verdict.js')));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'proof-bench-'));
  try {
    let n = 0;
    const onDisk = async (bytes, contentType) => {
      const file = path.join(dir, `f${n++}`);
      await writeFile(file, bytes);
      return { file, contentType, pdf: contentType === 'application/pdf' };
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

    // A long PDF with no code on any page: every page read, the first pages read again harder.
    const blank = [];
    for (let b = 0; b < 3; b++) blank.push(await onDisk(await textPdf(20), 'application/pdf'));

    // 2. Every file read in a process of its own, PROOF_SCAN_JOBS at a time.
    const all = [...corpus, ...unrelated, ...blank];
    const manifest = path.join(dir, 'manifest.json');
    const resultsFile = path.join(dir, 'results.json');
    await writeFile(manifest, JSON.stringify({ jobs: JOBS, files: all }));
    log(`[proof-scan] reading ${all.length} files, ${JOBS} at a time (${dist})`);
    await promisify(execFile)(
      process.execPath,
      [path.join(import.meta.dirname, 'proof-scan-reader.mjs'), dist, manifest, resultsFile],
      { maxBuffer: 16 * MiB, env: { ...process.env, MALLOC_ARENA_MAX: ARENAS } },
    );
    const read = JSON.parse(await readFile(resultsFile, 'utf8'));
    const outcomes = read.outcomes;

    // 3. What was caught, and what was not the ticket's.
    const caught = Object.fromEntries(formats.map((f) => [f, Object.fromEntries(VARIANTS.map((v) => [v, 0]))]));
    const knownCodes = new Set();
    const originals = [];
    const sameTicketDistances = [];
    let wrongCode = 0;
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

    // 4. Time per image and per PDF page (a PDF's time over the pages it rendered), and by variant.
    const perPage = all.map((f, i) => (f.pdf ? read.ms[i] / Math.max(1, outcomes[i].pictures.length) : read.ms[i]));
    const byVariant = Object.fromEntries(
      VARIANTS.map((v) => [v, spread(corpus.flatMap((f, i) => (f.variant === v ? [perPage[i]] : [])))]),
    );
    return {
      tickets: TICKETS,
      unrelated: UNRELATED,
      jobs: JOBS,
      arenas: ARENAS,
      caught,
      wrongCode,
      falseMatches,
      blocks,
      lookalikes,
      threshold: THRESHOLD,
      files: all.length,
      filesPerSecond: all.length / read.seconds,
      firstMs: read.firstMs,
      imageMs: spread(perPage.filter((_, i) => !all[i].pdf)),
      pdfPageMs: spread(perPage.slice(0, corpus.length).filter((_, i) => all[i].pdf)),
      blankPdfPageMs: spread(perPage.slice(corpus.length + unrelated.length)),
      byVariant,
      rssMb: {
        // Where the peak is reached: the highest resident set while files of each kind were read.
        peakBy: Object.fromEntries(
          [
            ...VARIANTS.map((v) => [v, (f) => f.variant === v]),
            ['unrelated', (f) => !f.variant && !f.pdf],
            ['blank PDF', (f) => !f.variant && f.pdf],
          ].map(([kind, is]) => [
            kind,
            (Math.max(...all.flatMap((f, i) => (is(f) ? [read.peakAt[i]] : []))) - read.rssBefore) / MiB,
          ]),
        ),
        before: read.rssBefore / MiB,
        warm: (read.rssWarm - read.rssBefore) / MiB,
        peak: (read.rssPeak - read.rssBefore) / MiB,
      },
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
    `  ${p.files} files, ${p.filesPerSecond.toFixed(1)} files/s; image median ${p.imageMs.median.toFixed(0)} ms ` +
      `(p95 ${p.imageMs.p95.toFixed(0)}), PDF page median ${p.pdfPageMs.median.toFixed(0)} ms (p95 ${p.pdfPageMs.p95.toFixed(0)}); ` +
      `first file of a worker ${p.firstMs.toFixed(0)} ms (not counted)`,
  );
  lines.push(
    `  a 20-page PDF with no code: ${p.blankPdfPageMs.median.toFixed(0)} ms a page (median of 3 files; its first pages read twice)`,
  );
  lines.push(
    `  ms by variant (median / p95): ${Object.entries(p.byVariant)
      .map(([v, t]) => `${v} ${t.median.toFixed(0)}/${t.p95.toFixed(0)}`)
      .join(', ')}`,
  );
  lines.push(
    `  resident memory: ${p.rssMb.before.toFixed(0)} MB before the first worker; +${p.rssMb.warm.toFixed(0)} MB with ` +
      `${p.jobs} worker(s) warm; peak +${p.rssMb.peak.toFixed(0)} MB while reading (MALLOC_ARENA_MAX=${p.arenas || 'unset'})`,
  );
  lines.push(
    `  peak by what was being read: ${Object.entries(p.rssMb.peakBy)
      .map(([kind, mb]) => `${kind} +${mb.toFixed(0)}`)
      .join(', ')} MB`,
  );
  checks.push(['proof scan: median image <= 200 ms', p.imageMs.median <= 200, `${p.imageMs.median.toFixed(0)} ms`]);
  checks.push([
    'proof scan: median PDF page <= 400 ms',
    p.pdfPageMs.median <= 400,
    `${p.pdfPageMs.median.toFixed(0)} ms`,
  ]);
  checks.push([
    `proof scan: peak RSS <= +200 MB with ${p.jobs} job(s)`,
    p.rssMb.peak <= 200,
    `+${p.rssMb.peak.toFixed(0)} MB`,
  ]);
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
