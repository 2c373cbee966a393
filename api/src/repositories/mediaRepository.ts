// The media library's rows (docs/content-editing.md "Media"): pages of them, one, and what the picture pipeline needs
// to know of the library's pictures a bundle uses (their alt text and focal point).
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { media, operators, type MediaRow } from '../db/schema';
import type { MediaDetails } from '../pictures/makePictures';
import { searchWords } from '../admin/inbox/inboxQuery';

/** A media row with its uploader's email (null once their account is gone). */
export interface MediaWithUploader {
  media: MediaRow;
  uploader: string | null;
}

export type NewMedia = Omit<typeof media.$inferInsert, 'id' | 'created_at'>;

export const mediaDetails = (row: Pick<MediaRow, 'alt' | 'focal_x' | 'focal_y'>): MediaDetails => ({
  alt: row.alt,
  focal: { x: row.focal_x, y: row.focal_y },
});

const withUploader = (db: Database) =>
  db.select({ media, uploader: operators.email }).from(media).leftJoin(operators, eq(operators.id, media.created_by));

export function mediaRepository(db: Database) {
  return {
    /** Newest first; each word of `q` in the alt text or the path. */
    async page(q: string | undefined, page: number, perPage: number): Promise<{ rows: MediaWithUploader[]; total: number }> {
      const haystack = sql`lower(${media.alt} || E'\\n' || ${media.path})`;
      const where: SQL | undefined = and(...searchWords(q).map((word) => sql`strpos(${haystack}, ${word}) > 0`));
      const rows = await withUploader(db)
        .where(where)
        .orderBy(desc(media.created_at), desc(media.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [counted] = await db.select({ total: count() }).from(media).where(where);
      return { rows, total: Number(counted?.total ?? 0) };
    },

    async get(id: number): Promise<MediaWithUploader | null> {
      const [row] = await withUploader(db).where(eq(media.id, id)).limit(1);
      return row ?? null;
    },

    async byPath(path: string): Promise<MediaRow | null> {
      const [row] = await db.select().from(media).where(eq(media.path, path)).limit(1);
      return row ?? null;
    },

    /** The library's pictures among `paths`, by path. */
    async details(paths: string[]): Promise<Map<string, MediaDetails>> {
      if (paths.length === 0) return new Map();
      const rows = await db.select().from(media).where(inArray(media.path, paths));
      return new Map(rows.map((row) => [row.path, mediaDetails(row)]));
    },
  };
}
