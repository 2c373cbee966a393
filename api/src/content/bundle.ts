// The content bundle: every content table in one JSON object, as `npm run content -- export` writes it. Its records
// are the entities' declarations (@starfamily/shared/entities), timestamps as ISO 8601 strings.
// Contact messages are visitor data, not content, and never travel in a bundle.
import { contentLists, type businessSetup, type RecordOf } from '@starfamily/shared/entities';

export const BUNDLE_VERSION = 1;

type Lists = typeof contentLists;

export type ContentBundle = { version: typeof BUNDLE_VERSION; businessSetup: RecordOf<(typeof businessSetup)['fields']> } & {
  -readonly [Key in keyof Lists]: RecordOf<Lists[Key]['fields']>[];
};

export type BundleListKey = keyof Lists;

/** The list keys of a bundle, in the order they are inserted (categories before the products that use them). */
export const bundleListKeys = Object.keys(contentLists) as BundleListKey[];
