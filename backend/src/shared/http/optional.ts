// eslint-disable-next-line no-restricted-imports -- the one place that lets null through, on purpose
import { IsOptional, ValidateIf } from 'class-validator';

/**
 * The field may be left out. Unlike class-validator's IsOptional, null is not "left out": it is
 * validated like any other value, so `{"fullName": null}` is a 400 naming the field rather than a
 * null reaching code that expects text. (class-validator's IsOptional is banned by lint for this.)
 */
export function OptionalField(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined);
}

/**
 * The field may be left out or be null, and null means something (clear the value, none). Document
 * it with `nullable: true` on the ApiProperty: test/wrong-types.int-spec.ts holds the two together.
 */
export function NullableField(): PropertyDecorator {
  return IsOptional();
}
