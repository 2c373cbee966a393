// Reading a media upload (multipart/form-data) within its limits: one file of at most MEDIA_MAX_BYTES, a few short
// fields. A body that says it is larger is refused before a byte is read; one that grows past the limit as it streams
// (no Content-Length) is refused when it does, so at most the limit is ever held in memory.
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../routes/common';

/** Room for the form's boundaries, part headers and text fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export const MEDIA_FIELDS = ['alt', 'focalX', 'focalY'] as const;
export type MediaField = (typeof MEDIA_FIELDS)[number];

/** @fastify/multipart's limits for the media routes (busboy stops reading at them). */
export const multipartLimits = (maxBytes: number) => ({
  fileSize: maxBytes,
  files: 1,
  fields: MEDIA_FIELDS.length,
  parts: MEDIA_FIELDS.length + 1,
  fieldSize: 2_000,
  fieldNameSize: 32,
  headerPairs: 20,
});

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
export const tooLarge = (maxBytes: number) =>
  new HttpError(
    413,
    `The file is larger than the ${megabytes(maxBytes)} limit: upload a smaller picture (a photo exported at 4000 pixels is about 3–6 MB).`,
  );

export interface Upload {
  file: { bytes: Buffer; filename: string; mimetype: string } | null;
  fields: Partial<Record<MediaField, string>>;
}

/** The 413 for a body announced larger than the limit allows, checked before reading (a preValidation hook). */
export function refuseAnnouncedSize(request: FastifyRequest, maxBytes: number): void {
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > maxBytes + FORM_OVERHEAD_BYTES) throw tooLarge(maxBytes);
}

const LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: 'Send one file at a time.',
  FST_FIELDS_LIMIT: `Send only the fields file, ${MEDIA_FIELDS.join(', ')}.`,
  FST_PARTS_LIMIT: `Send only the fields file, ${MEDIA_FIELDS.join(', ')}.`,
};

export async function readUploadForm(request: FastifyRequest, maxBytes: number, fileField = 'file'): Promise<Upload> {
  if (!request.isMultipart())
    throw new HttpError(415, `Send the picture as multipart/form-data with the fields ${fileField} and ${MEDIA_FIELDS.join(', ')}.`);
  const upload: Upload = { file: null, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') await readFilePart(part, upload, maxBytes, fileField);
      else readField(part, upload);
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (LIMIT_MESSAGES[code]) throw new HttpError(413, LIMIT_MESSAGES[code]);
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'The upload could not be read: the form data is incomplete or malformed. Try again.');
  }
  return upload;
}

async function readFilePart(part: MultipartFile, upload: Upload, maxBytes: number, fileField: string) {
  if (part.fieldname !== fileField || upload.file) {
    // Drained so the form can be read on; the limit still applies.
    await part.toBuffer();
    throw new HttpError(400, `Send one file, in the field ${fileField}.`);
  }
  const bytes = await readWithin(part.file, maxBytes);
  upload.file = { bytes, filename: part.filename ?? '', mimetype: part.mimetype ?? '' };
}

/**
 * The file's bytes, or a 413 the moment it passes the limit: busboy would read (and drop) the rest of the part before
 * ending the stream, and toBuffer() waits for that end, so a 200 MB upload would be read whole before being refused.
 */
function readWithin(file: MultipartFile['file'], maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', () => {
      chunks.length = 0;
      reject(tooLarge(maxBytes));
    });
    file.once('error', reject);
    file.once('end', () => (file.truncated ? reject(tooLarge(maxBytes)) : resolve(Buffer.concat(chunks))));
  });
}

function readField(part: MultipartValue, upload: Upload) {
  if (!(MEDIA_FIELDS as readonly string[]).includes(part.fieldname))
    throw new HttpError(400, `Unknown field: send only file, ${MEDIA_FIELDS.join(', ')}.`);
  if (part.valueTruncated) throw new HttpError(400, `The field ${part.fieldname} is too long.`);
  upload.fields[part.fieldname as MediaField] = String(part.value);
}
