// The media library (docs/content-editing.md "Media"): upload a picture with its alt text and focal point, list and
// search, see what uses one, change its alt text and focal point, replace its file, delete it while nothing uses it.
// Editors and admins; every change is in the audit log. Multipart is registered here only, with the library's limits.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { media } from '../../db/schema';
import { mediaDetails, mediaRepository } from '../../repositories/mediaRepository';
import { HttpError, idParamsSchema, notFound, type IdParams } from '../../routes/common';
import { audit } from '../audit';
import { SIGNED_IN } from '../guard';
import { adminAnswers, errorSchema, noContent, pageQueryProperties, printable } from '../schemas';
import { readUpload } from './mediaFile';
import { mediaPath, publishManifestEntry, storeMedia } from './mediaStore';
import { changeMedia, deleteMedia, replaceMedia } from './mediaChanges';
import { mediaUsers } from './mediaUsers';
import {
  checkAlt,
  checkFocal,
  mediaChangeBodySchema,
  mediaDetailSchema,
  mediaPageSchema,
  mediaSchema,
  replacedSchema,
  toMedia,
  type MediaChange,
} from './schemas';
import { multipartLimits, readUploadForm, refuseAnnouncedSize } from './upload';
import { closeLingering } from '../../lingeringClose';

interface PageQuery {
  q?: string;
  page: number;
  perPage: number;
}

const tags = ['media'];
const uploadAnswers = adminAnswers({ 409: errorSchema, 413: errorSchema, 415: errorSchema });

export default async function mediaRoutes(app: FastifyInstance) {
  const roles = SIGNED_IN;
  const { mediaMaxBytes } = app.adminSettings;
  const { storageDir } = app.pictures;
  const repository = mediaRepository(app.db);
  await app.register(multipart, { limits: multipartLimits(mediaMaxBytes) });
  // A refused upload may be mid-stream: closing the connection stops the client sending the rest (Node would read it
  // all), lingeringly, so the client reads the 413 rather than a reset (lingeringClose.ts).
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode !== 413) return;
    reply.header('connection', 'close');
    closeLingering(request.raw);
  });
  // After the guard (a refusal to sign in or CSRF comes first), before a byte of the body is read.
  const announcedSize = async (request: FastifyRequest) => refuseAnnouncedSize(request, mediaMaxBytes);
  const found = async (id: number) => (await repository.get(id)) ?? Promise.reject(notFound('Media', id));

  app.post(
    '/media',
    {
      config: { roles },
      preValidation: announcedSize,
      schema: {
        summary: 'Upload a picture (multipart: file, alt, optional focalX, focalY)',
        tags,
        consumes: ['multipart/form-data'],
        response: { ...uploadAnswers, 201: mediaSchema },
      },
    },
    async (request, reply) => {
      const { file, fields } = await readUploadForm(request, mediaMaxBytes);
      const alt = checkAlt(fields.alt);
      const focal = { x: checkFocal('focalX', fields.focalX), y: checkFocal('focalY', fields.focalY) };
      if (!file) throw new HttpError(400, 'file: choose a picture to upload (PNG, JPEG, WebP or AVIF).');
      const picture = await readUpload(file.bytes, file.filename, file.mimetype);
      const path = mediaPath(picture);
      const existing = await repository.byPath(path);
      if (existing)
        throw new HttpError(409, `This picture is already in the library as media ${existing.id} ("${existing.alt}"): use that one.`);
      const stored = await storeMedia(storageDir, path, picture.bytes, focal);
      const operator = request.operator!;
      let row;
      try {
        row = await app.db.transaction(async (tx) => {
          const values = {
            path,
            alt,
            focal_x: focal.x,
            focal_y: focal.y,
            width: picture.width,
            height: picture.height,
            bytes: picture.bytes.length,
            created_by: operator.id,
            created_at: app.adminSettings.now(),
          };
          const [inserted] = await tx.insert(media).values(values).onConflictDoNothing({ target: media.path }).returning();
          if (!inserted) return null;
          await audit(
            request,
            {
              action: 'media-uploaded',
              target: `media:${inserted.id}`,
              details: { path, alt, focal, width: picture.width, height: picture.height },
            },
            tx,
          );
          return inserted;
        });
      } catch (error) {
        await stored.undo();
        throw error;
      }
      // The same picture was uploaded at the same moment: theirs is in the library, and these files are theirs too.
      if (!row) throw new HttpError(409, 'This picture was just added to the library by another upload: use that one.');
      await publishManifestEntry(app.db, storageDir, path, stored.info, mediaDetails(row));
      return reply.code(201).send(toMedia(row, operator.email));
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/media',
    {
      config: { roles },
      schema: {
        summary: 'The media library: a page, newest first, searched in alt text and path',
        tags,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            q: printable(200),
            ...pageQueryProperties,
          },
        },
        response: adminAnswers({ 200: mediaPageSchema }),
      },
    },
    async (request) => {
      const { q, page, perPage } = request.query;
      const { rows, total } = await repository.page(q, page, perPage);
      return { items: rows.map((row) => toMedia(row.media, row.uploader)), total, page, perPage };
    },
  );

  app.get<{ Params: IdParams }>(
    '/media/:id',
    {
      config: { roles },
      schema: {
        summary: 'One picture and what uses it (published records and drafts)',
        tags,
        params: idParamsSchema,
        response: adminAnswers({ 200: mediaDetailSchema }),
      },
    },
    async (request) => {
      const row = await found(Number(request.params.id));
      return { ...toMedia(row.media, row.uploader), usedBy: await mediaUsers(app.db, row.media.path) };
    },
  );

  app.put<{ Params: IdParams; Body: MediaChange }>(
    '/media/:id',
    {
      config: { roles },
      schema: {
        summary: 'Change the alt text or the focal point (renditions made again)',
        tags,
        params: idParamsSchema,
        body: mediaChangeBodySchema,
        response: adminAnswers({ 200: mediaSchema }),
      },
    },
    async (request) => {
      const row = await found(Number(request.params.id));
      const body = request.body;
      const change = { alt: body.alt === undefined ? undefined : checkAlt(body.alt), focalX: body.focalX, focalY: body.focalY };
      return toMedia(await changeMedia(request, storageDir, row.media, change), row.uploader);
    },
  );

  app.post<{ Params: IdParams }>(
    '/media/:id/replace',
    {
      config: { roles },
      preValidation: announcedSize,
      schema: {
        summary: 'Replace the file (a new path; drafts saved for every record using the old one)',
        tags,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { ...uploadAnswers, 200: replacedSchema },
      },
    },
    async (request) => {
      const row = await found(Number(request.params.id));
      const { file } = await readUploadForm(request, mediaMaxBytes);
      if (!file) throw new HttpError(400, 'file: choose the picture to replace this one with (PNG, JPEG, WebP or AVIF).');
      const picture = await readUpload(file.bytes, file.filename, file.mimetype);
      const { updated, draftsSaved } = await replaceMedia(request, storageDir, row.media, picture);
      return { media: toMedia(updated, row.uploader), draftsSaved };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/media/:id',
    {
      config: { roles },
      schema: {
        summary: 'Delete a picture nothing uses (409 naming its users otherwise)',
        tags,
        params: idParamsSchema,
        response: adminAnswers({ 204: noContent, 409: errorSchema }),
      },
    },
    async (request, reply) => {
      const row = await found(Number(request.params.id));
      await deleteMedia(request, storageDir, row.media);
      return reply.code(204).send();
    },
  );
}
