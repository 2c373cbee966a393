// The kinds of field content is made of. Each entity lists its fields once (./content.ts) and everything else follows
// from the kinds: the front end's types (below), the database tables (api/src/db/schema/columns.ts), the API's answer
// schemas (api/src/routes/answers.ts), the content bundle's validation (api/src/content/bundleSchema.ts), the seed's
// defaults and the test fixtures (shared/src/testing/fixtures.ts). Imports nothing: bundled into browser code.

/**
 * - `id`: a positive whole number, the record's key.
 * - `text`: any string, empty or HTML included (the front end sanitises what it renders).
 * - `name`: a string with something in it: a name or a title.
 * - `optionalText`: a string or null.
 * - `picture`: a storage path of a picture ("products/a.jpg"); `optionalPicture` may be null; `pictures` is a list.
 * - `url`: a link from content (a map, a website): empty or an absolute http(s) URL; `optionalUrl` may be null.
 * - `timestamp`: an ISO 8601 date and time with a time zone; `optionalDate`: a date like 2026-01-31, or null.
 * - `optionalAmount`: money (US dollars) with at most 2 decimals, or null.
 * - `optionalRef`: the id of a record of another entity, or null.
 * - `position`: where the record comes in its list (1, 2, ...) for types whose operators set the order (registry's
 *   `ordered`); set by `PUT /api/admin/content/<path>/order`, never typed into a form.
 */
export type FieldKind =
  | 'id'
  | 'text'
  | 'name'
  | 'optionalText'
  | 'picture'
  | 'optionalPicture'
  | 'pictures'
  | 'url'
  | 'optionalUrl'
  | 'timestamp'
  | 'optionalDate'
  | 'optionalAmount'
  | 'optionalRef'
  | 'position';

interface ValueOfKind {
  id: number;
  text: string;
  name: string;
  optionalText: string | null;
  picture: string;
  optionalPicture: string | null;
  pictures: string[];
  url: string;
  optionalUrl: string | null;
  timestamp: string;
  optionalDate: string | null;
  optionalAmount: number | null;
  optionalRef: number | null;
  position: number;
}

export type Fields = Readonly<Record<string, FieldKind>>;

/** A record of an entity as the API answers it (after the front end's normalisation) and as a bundle holds it. */
export type RecordOf<F extends Fields> = { -readonly [K in keyof F]: ValueOfKind[F[K]] };

export interface Entity<F extends Fields = Fields> {
  fields: F;
  /**
   * The field that names a record: the words its pictures are described with (a seed picture's title). Null for the
   * company's own settings, whose pictures are the company's.
   */
  label: (keyof F & string) | null;
}

/** Any entity, for code that walks every entity's fields. */
export interface AnyEntity {
  fields: Fields;
  label: string | null;
}

export const entity = <const F extends Fields>(fields: F, label: (keyof F & string) | null): Entity<F> => ({ fields, label });

/** Kinds that may be null: a bundle writes them as null when absent, and the seed fills them so. */
export const OPTIONAL_KINDS: ReadonlySet<FieldKind> = new Set<OptionalKind>([
  'optionalText',
  'optionalPicture',
  'optionalUrl',
  'optionalDate',
  'optionalAmount',
  'optionalRef',
]);

/** Kinds that hold storage paths of pictures. */
export const PICTURE_KINDS: ReadonlySet<FieldKind> = new Set(['picture', 'optionalPicture', 'pictures']);

type OptionalKind = 'optionalText' | 'optionalPicture' | 'optionalUrl' | 'optionalDate' | 'optionalAmount' | 'optionalRef';
type OptionalField<F extends Fields> = { [K in keyof F]: F[K] extends OptionalKind ? K : never }[keyof F];

/** A record whose optional fields may be left out (they are null then). */
export type Draft<F extends Fields> = Omit<RecordOf<F>, OptionalField<F>> & Partial<Pick<RecordOf<F>, OptionalField<F>>>;

/** `draft` with every optional field it lacks set to null: complete, as a bundle and the API write records. */
export function withNulls<F extends Fields>(entity: { fields: F }, draft: Draft<F>): RecordOf<F> {
  const complete: Record<string, unknown> = { ...draft };
  for (const [key, kind] of Object.entries(entity.fields)) {
    if (OPTIONAL_KINDS.has(kind)) complete[key] ??= null;
  }
  return complete as RecordOf<F>;
}
