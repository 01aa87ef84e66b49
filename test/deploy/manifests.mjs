// Reads what test/deploy/manifests.test.mjs checks: every YAML document under deploy/k8s, the compose
// file, nginx's configuration, the prometheus-adapter rule, and from the backend's source the setting
// names the app reads and the metrics it exports.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

export const repo = resolve(import.meta.dirname, '..', '..');
const k8sDir = join(repo, 'deploy', 'k8s');

/** YAML documents of a file, failing on any syntax error (and on `<<` merge keys only where asked). */
function documents(file, { merge = false } = {}) {
  const parsed = parseAllDocuments(readFileSync(file, 'utf8'), { merge, prettyErrors: true });
  return parsed.map((doc) => {
    if (doc.errors.length) throw new Error(`${relative(repo, file)}: ${doc.errors[0].message}`);
    return doc.toJS();
  });
}

function yamlFilesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return yamlFilesUnder(path);
    return /\.ya?ml$/.test(entry.name) ? [path] : [];
  });
}

/** Every `NAME: z…` key of the config schema (config.ts and the company's settings in company.ts). */
function settingNames() {
  const source = ['config.ts', 'company.ts'].map((f) => readFileSync(join(repo, 'backend/src/config', f), 'utf8'));
  return new Set(
    source
      .join('\n')
      .matchAll(/^\s+([A-Z][A-Z0-9_]*): z\b/gm)
      .map((match) => match[1]),
  );
}

/** The names of the metrics the app defines (`name: '…'` in app-metrics.ts). */
function metricNames() {
  const source = readFileSync(join(repo, 'backend/src/shared/observability/app-metrics.ts'), 'utf8');
  return new Set(source.matchAll(/\bname: '([a-z_:][a-z0-9_:]*)'/g).map((match) => match[1]));
}

/**
 * Everything the rules look at, as plain data a test may change. `objects` are the Kubernetes objects,
 * each with the file it came from in a non-enumerable `file`.
 */
export function loadManifests() {
  const objects = [];
  let kustomization = null;
  const files = yamlFilesUnder(k8sDir).map((file) => relative(k8sDir, file));
  for (const file of files) {
    for (const doc of documents(join(k8sDir, file))) {
      if (doc === null) continue;
      if (doc.kind === 'Kustomization') {
        kustomization = doc;
        continue;
      }
      Object.defineProperty(doc, 'file', { value: file, enumerable: false, writable: true });
      objects.push(doc);
    }
  }
  return {
    objects,
    kustomization,
    files: files.filter((file) => !/(^|\/)kustomization\.ya?ml$/.test(file)),
    // Through JSON: the replicas share one YAML anchor, and a test that changes one must not change both.
    compose: JSON.parse(JSON.stringify(documents(join(repo, 'docker', 'compose.yaml'), { merge: true })[0])),
    nginxConf: readFileSync(join(repo, 'docker', 'nginx', 'nginx.conf'), 'utf8'),
    adapter: documents(join(repo, 'deploy', 'prometheus-adapter', 'values.yaml'))[0],
    settings: settingNames(),
    metrics: metricNames(),
  };
}

/** A deep copy for a test to change (objects keep their `file`). */
export function copyOf(manifests) {
  const copy = structuredClone(manifests);
  copy.objects.forEach((object, i) => {
    Object.defineProperty(object, 'file', { value: manifests.objects[i].file, enumerable: false, writable: true });
  });
  return copy;
}

/**
 * The schema errors of one Kubernetes object, by its apiVersion and kind, from kubernetes-models (the
 * Kubernetes OpenAPI schemas compiled for ajv). An apiVersion/kind the schemas do not know is an error.
 */
export async function schemaErrors(object) {
  const where = `${object.file}: ${object.kind} ${object.metadata?.name}`;
  const path = String(object.apiVersion ?? '');
  let models;
  try {
    models = await import(`kubernetes-models/${path}`);
  } catch {
    return [`${where}: unknown apiVersion ${path}`];
  }
  const Model = models[object.kind];
  if (typeof Model !== 'function' || Model.kind !== object.kind || Model.apiVersion !== object.apiVersion) {
    return [`${where}: unknown kind ${object.kind} in ${path}`];
  }
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    return [`${where}: ${error.message}`];
  }
}

// The compose specification's JSON schema, as the docker-compose package ships it (installed with
// testcontainers), checked with the backend's ajv 8.
const backendRequire = createRequire(join(repo, 'backend', 'package.json'));
const Ajv = backendRequire('ajv').default;
const addFormats = backendRequire('ajv-formats').default;
// It names draft-07 by its https address, which ajv does not know by that name: drop the $schema.
const { $schema: _draft07, ...composeSchema } = backendRequire('docker-compose/schema/compose-spec.json');
const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
const validateCompose = ajv.compile(composeSchema);

export function composeSchemaErrors(compose) {
  if (validateCompose(compose)) return [];
  return validateCompose.errors.map((e) => `docker/compose.yaml${e.instancePath}: ${e.message}`);
}
