// The shape every bundle must have, field by field, from the content registry (see ./fields.ts for the rules and messages).
import { array, mixed, object, type ISchema, type ObjectShape, type Schema } from 'yup';
import {
  contentKeys,
  contentType,
  describeFields,
  type ContentKey,
  type FieldDescription,
  type FieldKind,
} from '@starfamily/shared/entities';
import { filledText, id, imageList, optionalAmount, optionalDate, optionalText, optionalUrl, text, timestamp, url } from './fields';
import { BUNDLE_VERSION } from './bundle';

/** A record that refuses unknown keys, so a misspelt field is reported rather than silently dropped. */
const record = <Shape extends ObjectShape>(shape: Shape) =>
  object(shape)
    .typeError('must be an object')
    .defined('is required')
    .nonNullable('must not be null')
    .noUnknown('has unknown fields: ${unknown}')
    .strict();

const list = <Item>(item: ISchema<Item>) => array(item).typeError('must be a list').defined('is required').nonNullable('must not be null');

/** The yup rule of each kind of field (see ./fields.ts for the rules and messages). */
const RULE: Record<FieldKind, () => Schema<unknown>> = {
  id,
  text,
  name: filledText,
  optionalText,
  picture: filledText,
  optionalPicture: optionalText,
  pictures: imageList,
  url: () => url(),
  optionalUrl: () => optionalUrl(),
  timestamp,
  optionalDate,
  optionalAmount,
  optionalRef: () => id().nullable().defined('is required (null when absent)'),
  // A bundle from before the type was ordered has none: validateBundle fills in the list's order first.
  position: id,
};

/** The longest value a field takes (editing.ts), as the admin's forms enforce it: a string, or each path of a list. */
const withMaxLength = (rule: Schema<unknown>, { kind, maxLength }: FieldDescription) => {
  if (maxLength === undefined) return rule;
  if (kind === 'pictures') {
    const fits = (value: unknown) => !Array.isArray(value) || value.every((path) => typeof path !== 'string' || path.length <= maxLength);
    return rule.test('max-length', `must hold storage paths of at most ${maxLength} characters`, fits);
  }
  return rule.test(
    'max-length',
    `must be at most ${maxLength} characters`,
    (value) => typeof value !== 'string' || value.length <= maxLength,
  );
};

/** One record of a content type, as a bundle holds it: the same rules and messages as an import (draft saves use it too). */
export const recordSchemaOf = (key: ContentKey) =>
  record(Object.fromEntries(describeFields(key).map((field) => [field.name, withMaxLength(RULE[field.kind](), field)])));

export const bundleSchema = object({
  version: mixed().test('version', `must be ${BUNDLE_VERSION}`, (value) => value === BUNDLE_VERSION),
  ...Object.fromEntries(contentKeys.map((key) => [key, contentType(key).single ? recordSchemaOf(key) : list(recordSchemaOf(key))])),
})
  .typeError('must be a JSON object')
  .noUnknown('has unknown keys: ${unknown} (contact messages are not part of a bundle)')
  .strict();
