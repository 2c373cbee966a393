// What the API answers for a record follows from its entity's declaration (@starfamily/shared/entities): the JSON
// schema (which is also the serialiser: a field it lacks would be dropped) and the row-to-answer conversion.
import type { Entity, FieldKind, Fields } from '@starfamily/shared/entities';
import { encodedImageList, encodeImageList, imageList, integer, optionalText, record, text } from './common';

type JsonSchema = Record<string, unknown>;

const ANSWER: Record<FieldKind, JsonSchema> = {
  id: integer,
  text,
  name: text,
  optionalText,
  picture: text,
  optionalPicture: optionalText,
  pictures: imageList,
  url: text,
  optionalUrl: optionalText,
  timestamp: { type: 'string', description: 'ISO 8601 timestamp' },
  optionalDate: { type: ['string', 'null'], description: 'YYYY-MM-DD' },
  optionalAmount: { type: ['number', 'null'], description: 'US dollars' },
  optionalRef: { type: ['integer', 'null'] },
  position: { type: 'integer', minimum: 1 },
};

export interface AnswerOptions<F extends Fields> {
  /**
   * Picture lists as a JSON-encoded string ("[\"events/a.svg\"]"), as the original backend sent them for events,
   * services, projects and testimonials; the site's clients decode both forms.
   */
  encodedPictures?: boolean;
  /** Only these fields (a lean list), in the declaration's order. */
  only?: readonly (keyof F & string)[];
  /** Every field but these. */
  omit?: readonly (keyof F & string)[];
}

const answeredFields = <F extends Fields>(entity: Entity<F>, { only, omit = [] }: AnswerOptions<F>) =>
  (Object.entries(entity.fields) as [keyof F & string, FieldKind][]).filter(
    ([field]) => (!only || only.includes(field)) && !omit.includes(field),
  );

/** The answer's JSON schema: every answered field always present (null when absent), nothing else. */
export function answerSchema<F extends Fields>(entity: Entity<F>, options: AnswerOptions<F> = {}) {
  return record(
    Object.fromEntries(
      answeredFields(entity, options).map(([field, kind]) => [
        field,
        kind === 'pictures' && options.encodedPictures ? encodedImageList : ANSWER[kind],
      ]),
    ),
  );
}

/** A database row as the API answers it: timestamps as ISO strings, picture lists encoded where asked. */
export function toAnswer<F extends Fields>(entity: Entity<F>, options: AnswerOptions<F> = {}) {
  const fields = answeredFields(entity, options);
  return (row: Record<string, unknown>) =>
    Object.fromEntries(
      fields.map(([field, kind]) => {
        const value = row[field];
        if (kind === 'timestamp' && value instanceof Date) return [field, value.toISOString()];
        if (kind === 'pictures' && options.encodedPictures) return [field, encodeImageList(value as string[])];
        return [field, value];
      }),
    );
}
