// Changing a picture of the library: its alt text and focal point (a new focal point makes new renditions, under a new
// version, so no cached og.jpg is stale), its file (a new path; the records using the old one get drafts with the new
// one), or deleting it while nothing uses it. The row and its audit entry change in one transaction; files that
// transaction needed and did not keep are removed again.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { swapPictureInDrafts } from '../../content/draftWrites';
import { lockContent } from '../../db/locks';
import { media, type MediaRow } from '../../db/schema';
import { readManifest } from '../../pictures/manifest';
import { mediaDetails, mediaRepository } from '../../repositories/mediaRepository';
import { HttpError } from '../../routes/common';
import { audit } from '../audit';
import type { MediaPicture } from './mediaFile';
import { makeMediaRenditions, mediaPath, publishManifestEntry, removeRenditions, removeRetiredMedia, storeMedia } from './mediaStore';
import { describeUsers, mediaUsers, type MediaUser } from './mediaUsers';
import { focalOf, type MediaChange } from './schemas';

const target = (row: MediaRow) => `media:${row.id}`;
const versionOf = async (storageDir: string, path: string) => (await readManifest(storageDir))[path]?.version;

export async function changeMedia(request: FastifyRequest, storageDir: string, row: MediaRow, change: MediaChange): Promise<MediaRow> {
  const { db } = request.server;
  const before = { alt: row.alt, focal: focalOf(row) };
  const after = { alt: change.alt ?? row.alt, focal: { x: change.focalX ?? row.focal_x, y: change.focalY ?? row.focal_y } };
  const focalMoved = after.focal.x !== before.focal.x || after.focal.y !== before.focal.y;
  const oldVersion = await versionOf(storageDir, row.path);
  // Made (or found) before the row changes: the row never names a focal point whose renditions are not there.
  const renditions = await makeMediaRenditions(storageDir, row.path, after.focal);
  const details: Record<string, unknown> = {};
  if (after.alt !== before.alt) details.alt = { from: before.alt, to: after.alt };
  if (focalMoved) details.focal = { from: before.focal, to: after.focal };
  let updated: MediaRow;
  try {
    updated = await db.transaction(async (tx) => {
      const [saved] = await tx
        .update(media)
        .set({ alt: after.alt, focal_x: after.focal.x, focal_y: after.focal.y })
        .where(eq(media.id, row.id))
        .returning();
      if (!saved) throw new HttpError(404, `Media ${row.id} not found`);
      if (Object.keys(details).length > 0)
        await audit(request, { action: 'media-changed', target: target(row), details: { path: row.path, ...details } }, tx);
      return saved;
    });
  } catch (error) {
    if (renditions.made) await removeRenditions(storageDir, renditions.info.version);
    throw error;
  }
  await publishManifestEntry(db, storageDir, row.path, renditions.info, mediaDetails(updated));
  if (focalMoved && oldVersion && oldVersion !== renditions.info.version) await removeRenditions(storageDir, oldVersion);
  return updated;
}

export async function replaceMedia(
  request: FastifyRequest,
  storageDir: string,
  row: MediaRow,
  picture: MediaPicture,
): Promise<{ updated: MediaRow; draftsSaved: MediaUser[] }> {
  const { db, adminSettings } = request.server;
  const repository = mediaRepository(db);
  const path = mediaPath(picture);
  if (path === row.path) throw new HttpError(400, 'The new file is the same picture as the current one: nothing to replace.');
  const other = await repository.byPath(path);
  if (other) throw new HttpError(409, `This picture is already in the library as media ${other.id} ("${other.alt}"): use that one.`);
  const stored = await storeMedia(storageDir, path, picture.bytes, focalOf(row));
  const operator = request.operator!;
  let result: { updated: MediaRow; draftsSaved: MediaUser[] };
  try {
    result = await db.transaction(async (tx) => {
      // Its drafts are written as every draft is: never in the middle of a publish.
      await lockContent(tx, 'shared');
      const [updated] = await tx
        .update(media)
        .set({ path, width: picture.width, height: picture.height, bytes: picture.bytes.length })
        .where(eq(media.id, row.id))
        .returning();
      if (!updated) throw new HttpError(404, `Media ${row.id} not found`);
      const draftsSaved = await swapPictureInDrafts(tx, row.path, path, { operatorId: operator.id, at: adminSettings.now() });
      const drafts = draftsSaved.map((user) => `${user.type}:${user.id}`);
      await audit(request, { action: 'media-replaced', target: target(row), details: { from: row.path, to: path, drafts } }, tx);
      return { updated, draftsSaved };
    });
  } catch (error) {
    // Unless another upload of the same picture now owns these files.
    if (!(await repository.byPath(path))) await stored.undo();
    throw error;
  }
  await publishManifestEntry(db, storageDir, path, stored.info, mediaDetails(result.updated));
  // The old file stays while the site shows it (until the drafts are published); otherwise it is retired now.
  await removeRetiredMedia(db, storageDir, [row.path]);
  return result;
}

export async function deleteMedia(request: FastifyRequest, storageDir: string, row: MediaRow): Promise<void> {
  const { db } = request.server;
  const users = await mediaUsers(db, row.path);
  if (users.length > 0) throw new HttpError(409, `Media ${row.id} is used by ${describeUsers(users)}: choose another picture there first.`);
  await db.transaction(async (tx) => {
    await tx.delete(media).where(eq(media.id, row.id));
    await audit(request, { action: 'media-deleted', target: target(row), details: { path: row.path, alt: row.alt } }, tx);
  });
  // Its renditions and manifest entry go; its original too unless a version refers to it (a rollback may need it).
  await removeRetiredMedia(db, storageDir, [row.path]);
}
