// Where a server's CPU went, from a .cpuprofile that `node --cpu-prof` wrote (the bench's BENCH_CPU_PROF):
// self time summed by package (node_modules/<name>, the app's own dist, node's internals) and by function,
// and the time spent inside (self and callees) each of the app's functions.
//   node test/bench/profile-summary.mjs <file.cpuprofile> [rows (default 30)] [--match text]
// --match sums the total time (self + callees) of every frame whose function or file contains the text,
// counted once per sample, and prints which callers lead there.
import { readFileSync } from 'node:fs';

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('usage: node test/bench/profile-summary.mjs <file.cpuprofile> [rows] [--match text]');
  process.exit(2);
}
const matchAt = rest.indexOf('--match');
const match = matchAt >= 0 ? rest[matchAt + 1] : null;
const rows = Number(rest.find((a, i) => /^\d+$/.test(a) && i !== matchAt + 1) ?? 30);

const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Sample counts weighted by their time deltas (µs).
const selfUs = new Map();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
// Percentages are of the busy time: idle samples (the server waiting while another one was measured) left out.
for (const id of [...selfUs.keys()]) if (nodes.get(id).callFrame.functionName === '(idle)') selfUs.delete(id);
const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);

function where(frame) {
  const url = frame.url ?? '';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.includes('/backend/dist/')) return `app: ${url.split('/backend/dist/')[1]}`;
  if (url.startsWith('node:')) return url;
  if (!url) return `(${frame.functionName || 'native'})`;
  return url;
}
const label = (frame) => `${frame.functionName || '(anonymous)'} ${where(frame)}:${frame.lineNumber + 1}`;
const packageOf = (frame) => {
  const w = where(frame);
  return w.startsWith('app: ') ? `app: ${w.slice(5).split('/').slice(0, 2).join('/')}` : w;
};

function top(map, n) {
  return [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
}
const pct = (us) => `${((100 * us) / totalUs).toFixed(1).padStart(5)} %`;

const byPackage = new Map();
const byFunction = new Map();
for (const [id, us] of selfUs) {
  const frame = nodes.get(id).callFrame;
  byPackage.set(packageOf(frame), (byPackage.get(packageOf(frame)) ?? 0) + us);
  byFunction.set(label(frame), (byFunction.get(label(frame)) ?? 0) + us);
}
console.log(`${file}: ${(totalUs / 1e6).toFixed(2)} s busy`);
console.log('\nself time by package');
for (const [k, us] of top(byPackage, rows)) console.log(`${pct(us)}  ${k}`);
console.log('\nself time by function');
for (const [k, us] of top(byFunction, rows)) console.log(`${pct(us)}  ${k}`);

// Total (inclusive) time of the app's own functions: a sample counts once per function on its stack.
const inclusive = new Map();
const matched = new Map();
let matchedUs = 0;
for (const [id, us] of selfUs) {
  const seen = new Set();
  let hit = null;
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const frame = nodes.get(at).callFrame;
    const key = label(frame);
    if (match && !hit && (frame.functionName.includes(match) || (frame.url ?? '').includes(match))) hit = at;
    if (seen.has(key) || !where(frame).startsWith('app: ')) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
  if (hit !== null) {
    matchedUs += us;
    const caller = parent.get(hit);
    const key = caller === undefined ? '(root)' : label(nodes.get(caller).callFrame);
    matched.set(key, (matched.get(key) ?? 0) + us);
  }
}
console.log("\ntotal time (self + callees) of the app's functions");
for (const [k, us] of top(inclusive, rows)) console.log(`${pct(us)}  ${k}`);
if (match) {
  console.log(`\n"${match}": ${pct(matchedUs)} of the samples, by caller`);
  for (const [k, us] of top(matched, rows)) console.log(`${pct(us)}  ${k}`);
}
