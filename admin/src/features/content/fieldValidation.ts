// The API's rules for a field (the bundle's record schema, shared/src/entities/editing.ts), checked in the form
// first so the message shows next to the field before anything is sent. The API checks them again on save.
import { maxLength, required, type Validator } from 'react-admin';
import type { FieldDescription } from '@starfamily/shared/entities';

const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\S*$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const webAddress: Validator = (value) =>
  isEmpty(value) || WEB_ADDRESS.test(String(value)) ? undefined : 'Give a web address starting with http:// or https://.';
const day: Validator = (value) => (isEmpty(value) || DAY.test(String(value)) ? undefined : 'Give a date like 2026-01-31.');
const amount: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 && Math.round(number * 100) === number * 100
    ? undefined
    : 'Give an amount of at least 0 with at most 2 decimals.';
};
/** Each path of a picture list, as the API limits them. */
const eachPathAtMost =
  (limit: number): Validator =>
  (value) =>
    Array.isArray(value) && value.some((path) => String(path).length > limit)
      ? `Each picture's path may have at most ${limit} characters.`
      : undefined;

/** The validators of one field, from its description. */
export function fieldValidators(field: FieldDescription): Validator[] {
  const validators: Validator[] = [];
  if (field.readOnly) return validators;
  // `filled` fields must hold something (names, pictures); required text may be empty but is sent as ''.
  if (field.filled || field.kind === 'timestamp') validators.push(required(`${field.label} is required.`));
  if (field.maxLength !== undefined) {
    validators.push(
      field.picture === 'many'
        ? eachPathAtMost(field.maxLength)
        : maxLength(field.maxLength, `${field.label} may have at most ${field.maxLength.toLocaleString('en')} characters.`),
    );
  }
  if (field.kind === 'url' || field.kind === 'optionalUrl') validators.push(webAddress);
  if (field.kind === 'optionalDate') validators.push(day);
  if (field.kind === 'optionalAmount') validators.push(amount);
  return validators;
}
