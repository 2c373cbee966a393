// The content bundle: every content table in one JSON object, as `npm run content -- export` writes it. Its keys and
// records follow from the content registry (@starfamily/shared/entities), timestamps as ISO 8601 strings.
// Contact messages are visitor data, not content, and never travel in a bundle.
import {
  contentKeys,
  contentType,
  listKeys,
  withNulls,
  type ContentTypes,
  type Draft,
  type ListKey,
  type RecordOf,
} from '@starfamily/shared/entities';

export const BUNDLE_VERSION = 1;

type RecordOfType<Key extends keyof ContentTypes> = RecordOf<ContentTypes[Key]['entity']['fields']>;
type DraftOfType<Key extends keyof ContentTypes> = Draft<ContentTypes[Key]['entity']['fields']>;

export type ContentBundle = { version: typeof BUNDLE_VERSION; businessSetup: RecordOfType<'businessSetup'> } & {
  [Key in ListKey]: RecordOfType<Key>[];
};

export type BundleListKey = ListKey;

/** The list keys of a bundle, in the order they are inserted (categories before the products that use them). */
export const bundleListKeys: readonly BundleListKey[] = listKeys;

/** A bundle whose records may leave out their optional fields (the seed's). */
export type BundleDraft = { businessSetup: DraftOfType<'businessSetup'> } & {
  [Key in ListKey]: DraftOfType<Key>[];
};

/** The bundle with every optional field a record left out set to null, as an export writes it. */
export function completeBundle(draft: BundleDraft): ContentBundle {
  const complete = (key: keyof ContentTypes, record: object) => withNulls(contentType(key).entity, record as never);
  const parts = contentKeys.map((key) => {
    const value = draft[key];
    return [key, Array.isArray(value) ? value.map((record: object) => complete(key, record)) : complete(key, value)];
  });
  // A copy throughout: callers may change the bundle without touching the draft.
  return structuredClone({ version: BUNDLE_VERSION, ...Object.fromEntries(parts) });
}
