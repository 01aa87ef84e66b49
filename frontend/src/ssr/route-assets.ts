/** One entry of Vite's build manifest (dist/.vite/manifest.json): a built chunk and what it needs. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The manifest key of a route's code-split component, alone or grouped with its loader (a route the
 * server renders only for its person keeps its loader there, ADR 57): '/event/$id' ->
 * 'src/routes/event.$id.tsx?tsr-split=component', '/sell' -> 'src/routes/sell.tsx?tsr-split=component---loader'.
 */
export function routeComponentKey(manifest: BuildManifest, routeId: string): string | undefined {
  const file = routeId === '/' ? 'index' : routeId.slice(1).replaceAll('/', '.');
  const split = `src/routes/${file}.tsx?tsr-split=`;
  return Object.keys(manifest).find(
    (key) => key.startsWith(split) && key.slice(split.length).split(/-+/).includes('component'),
  );
}

function collect(manifest: BuildManifest, key: string, seen: Set<string>): void {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, seen);
}

/**
 * The tags a server-rendered page needs in its head beyond what index.html already loads: the
 * stylesheets of its routes' chunks (so the HTML is styled before any script runs) and modulepreloads
 * of their scripts (so hydration does not wait for one file to name the next).
 */
export function routeAssetTags(manifest: BuildManifest, routeIds: readonly string[]): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = new Set<string>();
  if (entry) collect(manifest, entry, loaded);
  const needed = new Set<string>();
  for (const routeId of routeIds) {
    const key = routeComponentKey(manifest, routeId);
    if (key) collect(manifest, key, needed);
  }
  const styles = new Set<string>();
  const scripts: string[] = [];
  for (const key of needed) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key]!;
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
  }
  const loadedStyles = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  return [
    ...[...styles].filter((css) => !loadedStyles.has(css)).map((css) => `<link rel="stylesheet" href="/${css}" />`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('');
}
