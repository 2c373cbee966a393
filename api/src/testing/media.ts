// Test helpers for the media library: a multipart/form-data body as a browser sends one, an upload as a signed-in
// operator, and what is in storage and the media table (to show a refusal left nothing behind).
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { media } from '../db/schema';
import type { SignedIn } from './admin';

export interface FilePart {
  bytes: Buffer;
  filename: string;
  type?: string;
}

/** A multipart/form-data body: the text fields, then the file (in the field `file`). */
export function multipartBody(fields: Record<string, string>, file?: FilePart): { payload: Buffer; contentType: string } {
  const boundary = `----sf${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.filename}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
    parts.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a multipart form to `url` as `who`. */
export function postMultipart(app: FastifyInstance, who: SignedIn, url: string, fields: Record<string, string>, file?: FilePart) {
  const { payload, contentType } = multipartBody(fields, file);
  return app.inject({ method: 'POST', url, headers: { ...who.headers, 'content-type': contentType }, payload });
}

export const upload = (app: FastifyInstance, who: SignedIn, fields: Record<string, string>, file?: FilePart) =>
  postMultipart(app, who, '/api/admin/media', fields, file);

/** Every file under storage (relative paths, sorted), hidden temporaries included. */
export async function storageListing(storageDir: string): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(storageDir, join(entry.parentPath, entry.name)))
    .sort();
}

export const mediaRows = (app: FastifyInstance) => app.db.select().from(media);
