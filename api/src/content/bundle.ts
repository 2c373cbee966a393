// The content bundle: every content table in one JSON object, as `npm run content -- export` writes it. Its records
// are the entities' declarations (@starfamily/shared/entities), timestamps as ISO 8601 strings.
// Contact messages are visitor data, not content, and never travel in a bundle.
import { businessSetup, contentLists, withNulls, type Draft, type Fields, type RecordOf } from '@starfamily/shared/entities';

export const BUNDLE_VERSION = 1;

type Lists = typeof contentLists;

export type ContentBundle = { version: typeof BUNDLE_VERSION; businessSetup: RecordOf<(typeof businessSetup)['fields']> } & {
  -readonly [Key in keyof Lists]: RecordOf<Lists[Key]['fields']>[];
};

export type BundleListKey = keyof Lists;

/** The list keys of a bundle, in the order they are inserted (categories before the products that use them). */
export const bundleListKeys = Object.keys(contentLists) as BundleListKey[];

/** A bundle whose records may leave out their optional fields (the seed's). */
export type BundleDraft = { businessSetup: Draft<(typeof businessSetup)['fields']> } & {
  -readonly [Key in keyof Lists]: Draft<Lists[Key]['fields']>[];
};

/** The bundle with every optional field a record left out set to null, as an export writes it. */
export function completeBundle(draft: BundleDraft): ContentBundle {
  const complete = ({ fields }: { fields: Fields }, record: object) => withNulls({ fields }, record as Draft<Fields>);
  const lists = bundleListKeys.map((key) => [key, draft[key].map((record) => complete(contentLists[key], record))]);
  // A copy throughout: callers may change the bundle without touching the draft.
  return structuredClone({ version: BUNDLE_VERSION, businessSetup: complete(businessSetup, draft.businessSetup), ...Object.fromEntries(lists) });
}
