// Rich text is sanitised on save (docs/content-editing.md, "Decisions"): the registry's richText fields go through the
// pages' own sanitiser (DOMPurify on a jsdom window), so a <script>, an on…= handler or a javascript: link never
// reaches the database, whether it came from a draft, a publish or an import.
import { JSDOM } from 'jsdom';
import { contentKeys, contentType, type ContentKey } from '@starfamily/shared/entities';
// The sanitiser's own module: the package's root entry would bring the pages' React code into the API.
import { installSanitizerWindow, sanitizeHtml } from '../../../shared/src/html/sanitizeHtml';
import type { ContentBundle } from './bundle';

let installed = false;

function sanitiser(): typeof sanitizeHtml {
  if (!installed) {
    installSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof installSanitizerWindow>[0]);
    installed = true;
  }
  return sanitizeHtml;
}

/** A copy of `record` (of content type `key`) with its rich text fields sanitised; null stays null. */
export function sanitizeRecord<R extends Record<string, unknown>>(key: ContentKey, record: R): R {
  const clean = sanitiser();
  const copy: Record<string, unknown> = { ...record };
  for (const field of contentType(key).richText) if (typeof copy[field] === 'string') copy[field] = clean(copy[field]);
  return copy as R;
}

/** A copy of `bundle` with every record's rich text sanitised. */
export function sanitizeBundle(bundle: ContentBundle): ContentBundle {
  const parts = contentKeys.map((key) => {
    const value: unknown = bundle[key];
    const sanitize = (record: unknown) => sanitizeRecord(key, record as Record<string, unknown>);
    return [key, Array.isArray(value) ? value.map(sanitize) : sanitize(value)];
  });
  return { ...bundle, ...Object.fromEntries(parts) } as ContentBundle;
}
