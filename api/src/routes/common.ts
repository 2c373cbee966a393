// Schema pieces and helpers every route shares.

/** 1 to 999999999: digits only, so "1.5", "-1", "0x10" and "1e3" are refused, and always within PostgreSQL's integer. */
export const ID_PATTERN = '^[1-9][0-9]{0,8}$';

export const idString = { type: 'string', pattern: ID_PATTERN, description: 'A positive whole number' } as const;

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: idString },
} as const;

export interface IdParams {
  id: string;
}

export const errorSchema = {
  type: 'object',
  required: ['error', 'message'],
  properties: { error: { type: 'string' }, message: { type: 'string' } },
} as const;

/** The error answers any read route can give. */
export const readErrors = { 400: errorSchema, 404: errorSchema, 500: errorSchema } as const;

type JsonSchema = Record<string, unknown>;

export const text = { type: 'string' } as const;
export const optionalText = { type: ['string', 'null'] } as const;
export const integer = { type: 'integer' } as const;
/** The original backend sent some image lists as a JSON-encoded string: "[\"events/a.svg\"]". */
export const encodedImageList = { type: 'string', description: 'JSON-encoded list of storage paths' } as const;
export const imageList = { type: 'array', items: text } as const;

/** An object whose every listed field is always present (null when absent). */
export const record = (properties: Record<string, JsonSchema>) =>
  ({ type: 'object', required: Object.keys(properties), additionalProperties: false, properties }) as const;

export const listOf = (item: JsonSchema) => ({ type: 'array', items: item }) as const;

/** Errors with a status code become JSON answers through plugins/errors.ts, with `extra` beside the message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** More of the answer, e.g. `{ errors: { title: 'must not be empty' } }`; the route's schema must declare it. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what: string, id: number | string) => new HttpError(404, `${what} ${id} not found`);

export const encodeImageList = (images: string[]) => JSON.stringify(images);
