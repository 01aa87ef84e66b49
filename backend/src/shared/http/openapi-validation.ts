/**
 * The requests' rules in the OpenAPI document, read from the class-validator decorators the
 * validation pipe runs (issue 17), so the document can neither be looser nor stricter than the
 * server: whole numbers are `integer`, and lengths, ranges, patterns, enums and formats are those
 * the validators check, for request bodies and query parameters alike. The pipe refuses unknown
 * fields (`forbidNonWhitelisted`), so every validated body says `additionalProperties: false`. Then
 * what every input has whatever its own rules (`describeParameters`: path ids, headers, and the
 * input hygiene pipe's refusal of control characters) and the range of every whole number
 * (`describeIntegers`). No limit is stated here that a field's own rules do not set: a request
 * string without its own `@MaxLength` (or enum, or uuid) fails Spectral's string-limit rule.
 */
import { maxHeaderSize } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { OpenAPIObject } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import { TEXT_WITHOUT_CONTROLS } from './input-hygiene.pipe.js';
import { exactlyOneOf } from './exactly-one.js';
import { type Class, routeHandlers } from './route-handlers.js';

interface Rule {
  type: string;
  name?: string;
  propertyName: string;
  constraints?: unknown[];
  each?: boolean;
}

interface PropertySchema {
  type?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: unknown[];
}

/**
 * What each rule says about a property: a rule's bound or pattern replaces any the property's own
 * @ApiProperty wrote (the rule is what the server does). `optionalText`:
 * the field skips its rules for empty text on purpose ("empty removes it"), so empty text is valid too.
 */
function describe(property: PropertySchema, { name, constraints = [] }: Rule, optionalText: boolean): void {
  const [first] = constraints;
  const bound = name === undefined ? undefined : BOUNDS[name];
  if (bound) {
    property[bound] = first as number;
    return;
  }
  switch (name) {
    case 'isInt':
      if (property.type === 'number') property.type = 'integer';
      break;
    case 'isUuid':
      property.format ??= 'uuid';
      property.maxLength ??= UUID_LENGTH; // every version's form is 8-4-4-4-12 hex digits
      break;
    case 'isEmail':
      property.format ??= 'email';
      break;
    case 'isNotEmpty':
      if (property.type === 'string' && !optionalText) property.minLength = Math.max(property.minLength ?? 1, 1);
      break;
    case 'minLength':
      if (!optionalText) property.minLength = first as number;
      break;
    case 'matches':
      // A pattern has no flags: a case-blind rule stays in the description only.
      if (first instanceof RegExp && !first.flags)
        property.pattern = optionalText ? `^$|${first.source}` : first.source;
      break;
    case 'isIn':
      property.enum ??= first as unknown[];
      break;
  }
}

const UUID_LENGTH = 36;

/** Rules whose one number is a bound of the same name in JSON Schema. */
const BOUNDS: Record<string, 'maxLength' | 'minimum' | 'maximum'> = {
  maxLength: 'maxLength',
  min: 'minimum',
  max: 'maximum',
};

function skipsEmptyText(rules: Rule[], propertyName: string): boolean {
  return rules.some(
    (rule) =>
      rule.propertyName === propertyName &&
      rule.type === 'conditionalValidation' &&
      typeof rule.constraints?.[0] === 'function' &&
      (rule.constraints[0] as (object: object, value: unknown) => boolean)({}, '') === false,
  );
}

/** A class's rules, its inherited ones included (so `PartialType` bodies and list queries count). */
const rulesOf = (target: Class) =>
  getMetadataStorage().getTargetValidationMetadatas(target as never, '', true, false) as unknown as Rule[];

/** Applies `rules` to the schemas of the properties they name (`schemaOf` finds one, or undefined). */
function describeRules(rules: Rule[], schemaOf: (propertyName: string) => PropertySchema | undefined): void {
  for (const rule of rules) {
    const property = schemaOf(rule.propertyName);
    // Rules on each item of an array describe the items, not the array.
    if (property && !('$ref' in property) && !rule.each) {
      describe(property, rule, skipsEmptyText(rules, rule.propertyName));
    }
  }
}

export function describeValidation(document: OpenAPIObject, app: INestApplication): OpenAPIObject {
  const storage = getMetadataStorage();
  const schemas = (document.components?.schemas ?? {}) as Record<
    string,
    { properties?: Record<string, PropertySchema>; additionalProperties?: boolean; oneOf?: object[] }
  >;
  // Every class with rules of its own (nested bodies too), and each body class with the rules it inherits.
  const targets = new Map<Class, Rule[]>();
  for (const target of (storage as unknown as { validationMetadatas: Map<Class, Rule[]> }).validationMetadatas.keys()) {
    targets.set(target, rulesOf(target));
  }
  for (const body of argumentClasses(app, RouteParamtypes.BODY).map(({ type }) => type))
    targets.set(body, rulesOf(body));
  for (const [target, rules] of targets) {
    const schema = schemas[target.name];
    if (!schema?.properties || rules.length === 0) continue;
    schema.additionalProperties = false;
    // `@ExactlyOne(fields)`: one of them, never two (each alternative requires one; two match both).
    const alternatives = exactlyOneOf(target);
    if (alternatives) schema.oneOf = alternatives.map((field) => ({ required: [field] }));
    describeRules(rules, (name) => schema.properties![name]);
  }
  // A `@Query()` class becomes query parameters, one per property: each gets its property's rules.
  const operations = new Map(operationsOf(document).map((operation) => [operation.operationId, operation]));
  for (const { operationId, type } of argumentClasses(app, RouteParamtypes.QUERY)) {
    const parameters = (operations.get(operationId)?.parameters ?? []).filter((p) => p.in === 'query');
    describeRules(rulesOf(type), (name) => {
      const parameter = parameters.find((p) => p.name === name);
      if (!parameter?.schema) return undefined;
      // A copy: Swagger may share one schema object between parameters.
      parameter.schema = { ...parameter.schema };
      return parameter.schema as PropertySchema;
    });
  }
  return document;
}

/** The classes a kind of handler argument (`@Body()`, `@Query()`) is validated against, with their operation. */
function argumentClasses(app: INestApplication, kind: RouteParamtypes): { operationId: string; type: Class }[] {
  return routeHandlers(app).flatMap(({ controller, name, params }) =>
    params
      .filter((param) => param.kind === kind && typeof param.type === 'function' && param.type !== Object)
      // Swagger's operationId: the controller's and the method's names.
      .map((param) => ({ operationId: `${controller.name}_${name}`, type: param.type as Class })),
  );
}

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  [key: string]: unknown;
}

interface Parameter {
  name: string;
  in: string;
  schema?: Schema;
}

interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

function operationsOf(document: OpenAPIObject): Operation[] {
  return Object.values(document.paths).flatMap((item) =>
    Object.values(item as object).filter(
      (operation): operation is Operation =>
        typeof operation === 'object' && operation !== null && 'responses' in operation,
    ),
  );
}

/** Free text: a string whose own rules say nothing of its characters (no enum, format or pattern). */
const freeText = (schema: Schema) =>
  schema.type === 'string' &&
  schema.enum === undefined &&
  schema.const === undefined &&
  schema.format === undefined &&
  schema.pattern === undefined;

/** The component schemas a part of the document names, directly or through the schemas it names. */
function componentsNamedBy(document: OpenAPIObject, part: unknown, found = new Set<string>()): Set<string> {
  if (typeof part !== 'object' || part === null) return found;
  const ref = (part as Schema).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    const name = ref.slice('#/components/schemas/'.length);
    if (!found.has(name)) componentsNamedBy(document, document.components?.schemas?.[name], found.add(name));
  }
  for (const value of Object.values(part)) componentsNamedBy(document, value, found);
  return found;
}

/** Each string schema inside `schema` (its properties, items and alternatives), `schema` too. */
function eachSchema(schema: unknown, visit: (schema: Schema) => void): void {
  if (typeof schema !== 'object' || schema === null) return;
  if (Array.isArray(schema)) {
    for (const item of schema) eachSchema(item, visit);
    return;
  }
  visit(schema as Schema);
  const { properties, items, additionalProperties, allOf, anyOf, oneOf } = schema as Record<string, unknown>;
  for (const property of Object.values((properties ?? {}) as object)) eachSchema(property, visit);
  for (const part of [items, additionalProperties, allOf, anyOf, oneOf]) eachSchema(part, visit);
}

/**
 * What a client may send that the validators leave unsaid:
 * - a path parameter named `id` or `...Id` is a uuid (every table's key is one; the services look
 *   up only a uuid and answer 404 to anything else), so `format: uuid` and 36 characters;
 * - free text in a query or a request body (files aside) has no control characters other than tab
 *   and line breaks: the input hygiene pipe refuses them (400) in every body, query and path value;
 * - a request header is read by no pipe: it is bounded by Node's limit on a request's header
 *   block (`maxHeaderSize` bytes; longer, and Node answers 431), unless its route says more.
 * A body schema that answers name too is left alone: the server writes those strings itself.
 */
export function describeParameters(document: OpenAPIObject): OpenAPIObject {
  const operations = operationsOf(document);
  for (const operation of operations) {
    for (const parameter of operation.parameters ?? []) {
      const schema = parameter.schema;
      if (schema?.type !== 'string') continue;
      // A copy: Swagger may share one schema object between parameters.
      if (parameter.in === 'path' && /^(id|.+Id)$/.test(parameter.name)) {
        parameter.schema = { ...schema, format: schema.format ?? 'uuid', maxLength: UUID_LENGTH };
      } else if (parameter.in === 'query' && freeText(schema)) {
        parameter.schema = { ...schema, pattern: TEXT_WITHOUT_CONTROLS };
      } else if (parameter.in === 'header' && schema.maxLength === undefined && schema.enum === undefined) {
        parameter.schema = { ...schema, maxLength: maxHeaderSize };
      }
    }
  }
  const answered = componentsNamedBy(
    document,
    operations.map(({ responses }) => responses),
  );
  const stateNoControls = (schema: Schema) => {
    if (freeText(schema)) schema.pattern = TEXT_WITHOUT_CONTROLS;
  };
  for (const { requestBody } of operations) {
    for (const { schema } of Object.values(requestBody?.content ?? {})) eachSchema(schema, stateNoControls);
    for (const name of componentsNamedBy(document, requestBody)) {
      if (!answered.has(name)) eachSchema(document.components?.schemas?.[name], stateNoControls);
    }
  }
  return document;
}

/** The whole numbers a JavaScript server can write exactly, and a number type of that range. */
const SAFE_INTEGERS = { minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
const INT32 = { minimum: -(2 ** 31), maximum: 2 ** 31 - 1 };

/**
 * Every `integer` schema (bodies, parameters, headers, answers) with its range and `format`: the
 * bounds its rules give it, else the safe integers, the whole numbers a JavaScript server reads and
 * writes exactly (a request integer without a range of its own, the refund amount of a dispute, is
 * refused unless it is one: `isPaise`). Not 0 as a guess at a minimum: where no rule says, none is
 * claimed. `int32` when the range fits 32 bits, else `int64`. Examples are not schemas: left alone.
 */
export function describeIntegers(document: OpenAPIObject): OpenAPIObject {
  const visit = (part: unknown): void => {
    if (typeof part !== 'object' || part === null) return;
    const schema = part as Schema;
    if (schema.type === 'integer') {
      schema.minimum ??= SAFE_INTEGERS.minimum;
      schema.maximum ??= SAFE_INTEGERS.maximum;
      schema.format ??= schema.minimum >= INT32.minimum && schema.maximum <= INT32.maximum ? 'int32' : 'int64';
    }
    for (const [key, value] of Object.entries(part)) if (key !== 'example' && key !== 'examples') visit(value);
  };
  visit(document.paths);
  visit(document.components);
  return document;
}
