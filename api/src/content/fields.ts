// Field rules for bundle validation. Validation runs in yup's strict mode: a wrong type is an error, never
// quietly converted, and every message reads after the field's path: "products[3].title: is required".
import { array, number, string } from 'yup';
import { isSafeUrl, type UrlKind } from '@starfamily/shared/safe-url';

const MAX_INT = 2_147_483_647;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const id = () =>
  number()
    .typeError('must be a number')
    .required('is required')
    .integer('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_INT, `must be at most ${MAX_INT}`);

// PostgreSQL text cannot hold NUL: refuse it here with a clear message rather than fail half-way through an import.
const storableString = (typeMessage: string) =>
  string()
    .typeError(typeMessage)
    .test('no-nul', 'must not contain the NUL character (\\u0000)', (value) => value == null || !value.includes('\u0000'));

/** Any string, HTML included: rich text fields are sanitised on save and import (content/richText.ts), and the pages sanitise what they render. */
export const text = () => storableString('must be a string').defined('is required').nonNullable('must not be null');

/** Names, titles and storage paths: a string with something in it. */
export const filledText = () => text().min(1, 'must not be empty');

/** Optional facts are present as null when absent, so an export always has every key. */
export const optionalText = () => storableString('must be a string or null').nullable().defined('is required (null when absent)');

export const imageList = () =>
  array(filledText()).typeError('must be a list of storage paths').defined('is required').nonNullable('must not be null');

export const timestamp = () =>
  filledText().test('iso-timestamp', 'must be an ISO 8601 timestamp with a time zone, e.g. 2026-01-31T09:00:00.000Z', (value) =>
    value === undefined ? true : ISO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value)),
  );

export const optionalDate = () =>
  optionalText().test('iso-date', 'must be a date like 2026-01-31, or null', (value) => {
    if (value === null || value === undefined) return true;
    return ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  });

/** Money with at most 2 decimals (numeric(14,2)), so an import stores exactly what the file says. */
export const optionalAmount = () =>
  number()
    .typeError('must be a number or null')
    .nullable()
    .defined('is required (null when absent)')
    .min(0, 'must not be negative')
    .max(999_999_999_999.99, 'is too large')
    .test('cents', 'must have at most 2 decimals', (value) => value == null || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6);

const URL_RULE: Record<UrlKind, string> = {
  web: 'must be an absolute http:// or https:// URL, or empty',
  contact: 'must be an absolute http://, https://, mailto: or tel: URL, or empty',
};

/** A link from content (a map, a website, a social profile): empty, or a URL the site will render (see safeUrl). */
export const url = (kind: UrlKind = 'web') => text().test('safe-url', URL_RULE[kind], (value) => !value || isSafeUrl(value, kind));

/** An optional link: null, empty, or a URL the site will render. */
export const optionalUrl = (kind: UrlKind = 'web') =>
  optionalText().test('safe-url', `${URL_RULE[kind]} or null`, (value) => !value || isSafeUrl(value, kind));
