// The seed content as one content bundle: the seed is nothing more than importing this bundle. Each seed file exports
// its content types' records under their registry keys; BundleDraft refuses a type without any.
import { completeBundle, type BundleDraft, type ContentBundle } from '../../content/bundle';
import * as business from './business';
import * as catalogue from './catalogue';
import * as company from './company';
import * as events from './events';
import * as projects from './projects';
import * as services from './services';

const seed: BundleDraft = { ...company, ...catalogue, ...services, ...projects, ...events, ...business };

/** A fresh copy each call, so callers may change it (tests do) without touching the seed. */
export function seedBundle(): ContentBundle {
  return completeBundle(seed);
}
