// Makes the renditions of every picture a content bundle refers to, and the site picture from its logo. Two passes:
// first every file is found and its header checked (size, format, pixels), so an import with a missing file or a
// decompression bomb is refused before any time is spent; then each picture is decoded and encoded. Problems are
// collected, one line per file, each starting with the file's storage path.
import { availableParallelism } from 'node:os';
import { SITE_PICTURE_KEY, type Focal, type PictureInfo, type PictureManifest } from '@starfamily/shared/pictures';
import type { ContentBundle } from '../content/bundle';
import type { Database } from '../db/database';
import { mediaRepository } from '../repositories/mediaRepository';
import { imagesOf } from '../content/pictures';
import { inTurn } from './encode';
import { exists, versionFolder } from './files';
import { makeRenditions } from './renditions';
import { makeSitePicture } from './sitePicture';
import { isStoragePath, PictureError, readStoredPicture } from './storedPicture';

/** What to make: stored pictures (absolute URLs are hosted elsewhere and left alone) and the logo of the site picture. */
export interface PictureWork {
  paths: string[];
  logo: string | null;
  /** The media library's pictures among `paths`: their alt text and focal point (repositories/mediaRepository.ts). */
  media?: ReadonlyMap<string, MediaDetails>;
}

/** What the media library knows of a picture beyond its file. */
export interface MediaDetails {
  alt: string;
  focal: Focal;
}

export interface MadePictures {
  /** Manifest entries of every picture that could be made (and the site picture). */
  entries: PictureManifest;
  /** One line per refused file, in bundle order: "products/a.jpg: 20000×20000 pixels is more than …". */
  problems: string[];
}

export interface MakeOptions {
  /** Pictures, and encodes within a picture, at a time (default: two per core, at most libuv's four threads). */
  parallel?: number;
  onPicture?: (path: string, made: boolean) => void;
  /** Make every picture that can be made even when others are refused (start-up repair); default: stop after the check. */
  bestEffort?: boolean;
  /** Stops before the next picture (the server is closing). */
  signal?: AbortSignal;
}

export function pictureWork(bundle: ContentBundle, media?: ReadonlyMap<string, MediaDetails>): PictureWork {
  const logo = bundle.businessSetup.logo;
  return {
    paths: imagesOf(bundle)
      .map(({ path }) => path)
      .filter(isStoragePath),
    logo: logo && isStoragePath(logo) ? logo : null,
    media,
  };
}

/** The bundle's pictures, with the alt text and focal point of those from the media library. */
export async function pictureWorkOf(db: Database, bundle: ContentBundle): Promise<PictureWork> {
  const work = pictureWork(bundle);
  return { ...work, media: await mediaRepository(db).details(work.paths) };
}

/** A manifest entry: the file's info, with a media picture's alt text. */
export const manifestEntry = (info: PictureInfo, details: MediaDetails | undefined): PictureInfo =>
  details ? { ...info, alt: details.alt } : info;

export async function makePictures(storageDir: string, work: PictureWork, options: MakeOptions = {}): Promise<MadePictures> {
  const parallel = options.parallel ?? Math.min(4, availableParallelism() * 2);
  const problems = new Map<string, string>();
  const refuse = (error: unknown, path: string) => {
    if (!(error instanceof PictureError)) throw error;
    problems.set(path, error.message);
  };

  const checked = new Map<string, PictureInfo>();
  await inTurn(
    work.paths.map(
      (path) => () =>
        readStoredPicture(storageDir, path, work.media?.get(path)?.focal).then(
          ({ info }) => void checked.set(path, info),
          (error: unknown) => refuse(error, path),
        ),
    ),
    parallel,
  );
  if (problems.size > 0 && !options.bestEffort) return { entries: {}, problems: inOrder(work.paths, problems) };

  const entries: PictureManifest = {};
  await inTurn(
    [...checked].map(([path, known]) => async () => {
      if (options.signal?.aborted) return;
      try {
        // Same bytes, same settings: the folder is already complete (it only ever appears whole).
        const details = work.media?.get(path);
        if (await exists(versionFolder(storageDir, known.version))) {
          entries[path] = manifestEntry(known, details);
          return options.onPicture?.(path, false);
        }
        const picture = await readStoredPicture(storageDir, path, details?.focal);
        const made = await makeRenditions(storageDir, picture, parallel);
        entries[path] = manifestEntry(picture.info, details);
        options.onPicture?.(path, made);
      } catch (error) {
        refuse(error, path);
      }
    }),
    parallel,
  );

  if (options.signal?.aborted) return { entries, problems: inOrder(work.paths, problems) };
  try {
    const logo = work.logo && !problems.has(work.logo) ? await readStoredPicture(storageDir, work.logo) : null;
    entries[SITE_PICTURE_KEY] = await makeSitePicture(storageDir, logo, parallel);
  } catch (error) {
    refuse(error, work.logo ?? SITE_PICTURE_KEY);
  }
  return { entries, problems: inOrder([...work.paths, work.logo ?? SITE_PICTURE_KEY], problems) };
}

const inOrder = (paths: string[], problems: Map<string, string>) => [...new Set(paths)].flatMap((path) => problems.get(path) ?? []);
