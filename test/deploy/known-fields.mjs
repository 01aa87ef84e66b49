// Fields the Kubernetes API does not know. kubernetes-models' JSON schemas, like the API's own OpenAPI
// document, let unknown fields through (a misspelt optional field passes them); its TypeScript types do
// not, when an object literal is checked against them. So each object is written as a literal of its
// kind's interface into a file that exists only in memory, and TypeScript's excess-property errors
// are the unknown fields. A language service re-checks only that file when a test changes an object.
import { join } from 'node:path';
import ts from 'typescript';
import { repo } from './manifests.mjs';

const file = join(repo, 'test', 'deploy', 'manifests.in-memory.ts');
const options = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  types: [],
};
// "Object literal may only specify known properties" (2353), the same with "Did you mean" (2561).
const UNKNOWN_FIELD = new Set([2353, 2561]);

let text = '';
let version = 0;
/** The unknown fields found in `text`, kept while it stays the same. */
let found = [];
const service = ts.createLanguageService(
  {
    getScriptFileNames: () => [file],
    getScriptVersion: (name) => (name === file ? String(version) : '0'),
    getScriptSnapshot: (name) => {
      if (name === file) return ts.ScriptSnapshot.fromString(text);
      return ts.sys.fileExists(name) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(name)) : undefined;
    },
    getCurrentDirectory: () => repo,
    getCompilationSettings: () => options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (name) => name === file || ts.sys.fileExists(name),
    readFile: (name) => (name === file ? text : ts.sys.readFile(name)),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  },
  ts.createDocumentRegistry(),
);

/** One line per object (its index is its line), typed by its apiVersion and kind. */
function source(objects) {
  const groups = [...new Set(objects.map((o) => o.apiVersion))];
  const imports = groups.map((g, i) => `import type * as g${i} from 'kubernetes-models/${g}';`);
  const literals = objects.map(
    (o, i) => `export const o${i}: g${groups.indexOf(o.apiVersion)}.I${o.kind} = ${JSON.stringify(o)};`,
  );
  return { header: imports.length, text: [...imports, ...literals].join('\n') };
}

/** The unknown fields of the objects, one line each. Other type errors are the schema check's to report. */
export function unknownFields(objects) {
  const { header, text: next } = source(objects);
  if (next === text) return found;
  text = next;
  version += 1;
  const sourceFile = service.getProgram().getSourceFile(file);
  found = service
    .getSemanticDiagnostics(file)
    .filter((d) => UNKNOWN_FIELD.has(d.code))
    .map((d) => {
      const object = objects[sourceFile.getLineAndCharacterOfPosition(d.start).line - header];
      const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
      return `${object.file}: ${object.kind} ${object.metadata?.name}: ${message}`;
    });
  return found;
}
