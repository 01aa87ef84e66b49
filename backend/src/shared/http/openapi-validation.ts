/**
 * The request bodies' rules in the OpenAPI document, read from the class-validator decorators the
 * validation pipe runs (issue 17), so the document can neither be looser nor stricter than the
 * server: whole numbers are `integer`, and lengths, ranges, patterns, enums and formats are those
 * the validators check. The pipe refuses unknown fields (`forbidNonWhitelisted`), so every validated
 * body says `additionalProperties: false`.
 */
import type { INestApplication } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { OpenAPIObject } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
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

/** What each rule says about a property, where the document does not say it already. */
function describe(property: PropertySchema, { name, constraints = [] }: Rule): void {
  const [first] = constraints;
  const bound = name === undefined ? undefined : BOUNDS[name];
  if (bound) {
    property[bound] ??= first as number;
    return;
  }
  switch (name) {
    case 'isInt':
      if (property.type === 'number') property.type = 'integer';
      break;
    case 'isUuid':
      property.format ??= 'uuid';
      break;
    case 'isEmail':
      property.format ??= 'email';
      break;
    case 'isNotEmpty':
      if (property.type === 'string') property.minLength ??= 1;
      break;
    case 'matches':
      // A pattern has no flags: a case-blind rule stays in the description only.
      if (first instanceof RegExp && !first.flags) property.pattern ??= first.source;
      break;
    case 'isIn':
      property.enum ??= first as unknown[];
      break;
  }
}

/** Rules whose one number is a bound of the same name in JSON Schema. */
const BOUNDS: Record<string, 'minLength' | 'maxLength' | 'minimum' | 'maximum'> = {
  minLength: 'minLength',
  maxLength: 'maxLength',
  min: 'minimum',
  max: 'maximum',
};

const STRING_RULES = new Set(['isNotEmpty', 'minLength', 'matches']);

function skipsEmptyText(rules: Rule[], propertyName: string): boolean {
  return rules.some(
    (rule) =>
      rule.propertyName === propertyName &&
      rule.type === 'conditionalValidation' &&
      typeof rule.constraints?.[0] === 'function' &&
      (rule.constraints[0] as (object: object, value: unknown) => boolean)({}, '') === false,
  );
}

/** The classes the validation pipe checks request bodies against (the handlers' `@Body()` types). */
export function bodyClasses(app: INestApplication): Class[] {
  const classes = routeHandlers(app)
    .flatMap(({ params }) => params)
    .filter(({ kind, type }) => kind === RouteParamtypes.BODY && typeof type === 'function' && type !== Object)
    .map(({ type }) => type as Class);
  return [...new Set(classes)];
}

export function describeValidation(document: OpenAPIObject, bodies: Class[]): OpenAPIObject {
  const storage = getMetadataStorage();
  const schemas = (document.components?.schemas ?? {}) as Record<
    string,
    { properties?: Record<string, PropertySchema>; additionalProperties?: boolean }
  >;
  // Every class with rules of its own (nested bodies too), and each body class with the rules it inherits.
  const targets = new Map<Class, Rule[]>();
  for (const target of (storage as unknown as { validationMetadatas: Map<Class, Rule[]> }).validationMetadatas.keys()) {
    targets.set(target, storage.getTargetValidationMetadatas(target as never, '', true, false) as unknown as Rule[]);
  }
  for (const body of bodies) {
    targets.set(body, storage.getTargetValidationMetadatas(body as never, '', true, false) as unknown as Rule[]);
  }
  for (const [target, rules] of targets) {
    const schema = schemas[target.name];
    if (!schema?.properties || rules.length === 0) continue;
    schema.additionalProperties = false;
    for (const rule of rules) {
      const property = schema.properties[rule.propertyName];
      // A rule the field skips for empty text (`@ValidateIf(v => v !== '')`: "empty removes it")
      // does not make empty text invalid.
      if (STRING_RULES.has(rule.name ?? '') && skipsEmptyText(rules, rule.propertyName)) continue;
      // Rules on each item of an array describe the items, not the array.
      if (property && !('$ref' in property) && !rule.each) describe(property, rule);
    }
  }
  return document;
}
