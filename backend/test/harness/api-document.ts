/**
 * Holds every answer the integration tests see to contracts/openapi.json (issue 17): the status must
 * be one the operation documents, the Content-Type one it documents for that status, the body valid
 * against its schema, and its required headers present. An address under /api that the document
 * does not name must be a problem+json refusal (404, 405 with Allow, or the admin gate's 401/403).
 * So the document cannot drift from the code without a test failing.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import formats from 'ajv-formats';
import type { Test } from 'supertest';

interface Media {
  schema?: object;
}
interface DocumentedResponse {
  content?: Record<string, Media>;
  headers?: Record<string, { required?: boolean }>;
}
interface Operation {
  operationId: string;
  responses: Record<string, DocumentedResponse>;
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

export interface SeenAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  text?: string;
}

/** Addresses the document leaves out on purpose: the docs themselves, and the dev-only outbox and
 * PhonePe and RazorpayX sandboxes (stand-ins for outside services). */
const UNDOCUMENTED = [/^\/api\/docs/, /^\/api\/dev\//, /^\/api\/phonepe-sandbox\//, /^\/api\/razorpayx-sandbox\//];

const document = JSON.parse(
  readFileSync(new URL('../../../contracts/openapi.json', import.meta.url), 'utf8'),
) as OpenApi;

/** OpenAPI 3.0 schemas as JSON Schema: `nullable` becomes "or null", refs point into the components. */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { nullable, ...rest } = schema as Record<string, unknown>;
  const converted = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? value.replace(/^#/, 'openapi.json#') : toJsonSchema(value),
    ]),
  );
  return nullable === true ? { anyOf: [{ type: 'null' }, converted] } : converted;
}

const ajv = new Ajv({ strict: false, allErrors: true });
// ajv-formats is CommonJS: the default import is the plugin itself, though its types call it `.default`.
const addFormats = formats as unknown as typeof formats.default;
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema({ components: { schemas: toJsonSchema(document.components.schemas) } }, 'openapi.json');
const validators = new Map<object, ValidateFunction>();
function validatorFor(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(toJsonSchema(schema) as object);
    validators.set(schema, validate);
  }
  return validate;
}

const templates = Object.keys(document.paths)
  .map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    params: (template.match(/\{/g) ?? []).length,
  }))
  // A fixed segment wins over a parameter (`/admin/transactions/reconciliation` before `/{id}`).
  .sort((a, b) => a.params - b.params);

/** Why `value` does not fit `schema` (an OpenAPI schema of contracts/openapi.json), or null when it fits. */
export function schemaErrors(schema: object, value: unknown): string | null {
  const validate = validatorFor(schema);
  return validate(value) ? null : ajv.errorsText(validate.errors);
}

function headerOf(answer: SeenAnswer, name: string): string | undefined {
  const value = answer.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

function isProblem(answer: SeenAnswer): string[] {
  const type = headerOf(answer, 'content-type') ?? '';
  if (!type.startsWith('application/problem+json')) return [`Content-Type ${type || '(none)'} is not problem+json`];
  const validate = validatorFor({ $ref: '#/components/schemas/Problem' });
  return validate(answer.body) ? [] : [ajv.errorsText(validate.errors)];
}

/** What is wrong with this answer to `method url` by the document; empty when it agrees. */
export function departuresFromDocument(method: string, url: string, answer: SeenAnswer): string[] {
  const path = new URL(url, 'http://app').pathname;
  if (!path.startsWith('/api/') || UNDOCUMENTED.some((pattern) => pattern.test(path))) return [];
  const match = templates.find(({ pattern }) => pattern.test(path));
  const operation = match && document.paths[match.template]?.[method.toLowerCase()];
  if (!match || !operation) {
    if (answer.status === 405 && !headerOf(answer, 'allow')) return ['405 without Allow'];
    // The admin area's gate refuses any spelling of its addresses (401, 403) before routing.
    if (![401, 403, 404, 405].includes(answer.status)) {
      return [`${answer.status} for an address the document does not name (expected 401, 403, 404 or 405)`];
    }
    return isProblem(answer);
  }
  const where = `${operation.operationId} answered ${answer.status}`;
  const response = operation.responses[String(answer.status)] ?? operation.responses.default;
  if (!response) return [`${where}, a status it does not document (${Object.keys(operation.responses).join(', ')})`];

  const problems: string[] = [];
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    if (header.required && headerOf(answer, name) === undefined) problems.push(`${where} without ${name}`);
  }
  if (!response.content || answer.status === 204 || method.toUpperCase() === 'HEAD') return problems;
  const type = (headerOf(answer, 'content-type') ?? '').split(';')[0]!.trim();
  const media = response.content[type];
  if (!media)
    return [...problems, `${where} as ${type || '(no type)'}, not ${Object.keys(response.content).join(' or ')}`];
  // A test that reads the bytes itself (its own parser) leaves no parsed body to hold to the schema.
  if (media.schema && /json$/.test(type) && answer.text !== undefined) {
    const validate = validatorFor(media.schema);
    if (!validate(answer.body))
      problems.push(`${where} with a body off its schema: ${ajv.errorsText(validate.errors)}`);
  }
  return problems;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

/** The agent, with a first assertion on every request: the answer is one the API document describes. */
export function checkedByDocument<Agent extends object>(agent: Agent): Agent {
  return new Proxy(agent, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof property !== 'string' || !METHODS.has(property) || typeof value !== 'function') return value;
      return (url: string) => {
        const test = (value as (url: string) => Test).call(target, url);
        return test.expect((res) => {
          const departures = departuresFromDocument(property, url, res);
          if (departures.length) throw new Error(`${property.toUpperCase()} ${url}: ${departures.join('; ')}`);
        });
      };
    },
  });
}
