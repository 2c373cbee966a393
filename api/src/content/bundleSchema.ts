// The shape every bundle must have, field by field, from the content registry (see ./fields.ts for the rules and messages).
import { array, mixed, object, type ISchema, type ObjectShape } from 'yup';
import { contentKeys, contentType, type FieldKind, type Fields } from '@starfamily/shared/entities';
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

const list = <Item>(item: ISchema<Item>) =>
  array(item).typeError('must be a list').defined('is required').nonNullable('must not be null');

/** The yup rule of each kind of field (see ./fields.ts for the rules and messages). */
const RULE: Record<FieldKind, () => ISchema<unknown>> = {
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
};

const recordOf = ({ fields }: { fields: Fields }) =>
  record(Object.fromEntries(Object.entries(fields).map(([field, kind]) => [field, RULE[kind]()])));

export const bundleSchema = object({
  version: mixed().test('version', `must be ${BUNDLE_VERSION}`, (value) => value === BUNDLE_VERSION),
  ...Object.fromEntries(
    contentKeys.map((key) => {
      const { entity, single } = contentType(key);
      return [key, single ? recordOf(entity) : list(recordOf(entity))];
    }),
  ),
})
  .typeError('must be a JSON object')
  .noUnknown('has unknown keys: ${unknown} (contact messages are not part of a bundle)')
  .strict();
