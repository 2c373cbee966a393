// The head of every detail page (product, service, project, event, team member), once: found, not found, unavailable.
import { SITE_PATHS } from './sitePaths';
import { isNotFound } from '../api/baseApi';
import { breadcrumbJsonLd } from '../seo/jsonLd';
import type { PageHead } from '../seo/pageHead';
import type { HeadContext } from './siteRoute';

interface QueryResult<T> {
  data?: T;
  error?: unknown;
}

interface DetailHeadOptions<T> {
  context: HeadContext;
  /** The record's query state (`endpoint.select(id)(state)`), or undefined when the id is malformed. */
  result: QueryResult<T> | undefined;
  /** The list page it belongs to, for the breadcrumb (e.g. Products at /product). */
  list: { name: string; path: string };
  /** e.g. "Product not found" (spec §8). */
  notFoundTitle: string;
  /**
   * What the record says about itself: title, a description (`describePage`), its picture's link preview and the
   * preload of its gallery's first picture (`headPictures`).
   */
  found: (item: T) => Omit<PageHead, 'path' | 'status'> & { title: string };
}

/** Found: its own title, description, image and JSON-LD plus a breadcrumb. Unknown id: 404. API failing: 503. */
export function detailHead<T>({ context, result, list, notFoundTitle, found }: DetailHeadOptions<T>): PageHead {
  const path = new URL(context.location, 'http://site.invalid').pathname;
  if (result?.data !== undefined) {
    const head = found(result.data);
    const breadcrumb = breadcrumbJsonLd(
      [
        { name: 'Home', path: SITE_PATHS.home },
        list,
        { name: head.title, path },
      ],
      context.siteUrl,
    );
    return { ...head, path, jsonLd: [...(head.jsonLd ?? []), breadcrumb] };
  }
  if (result === undefined || result.error === undefined || isNotFound(result.error)) {
    const description = `${notFoundTitle}: the StarFamily website has no page at this address. See the ${list.name} page for what there is.`;
    return { title: notFoundTitle, description, path, status: 404, noindex: true };
  }
  return {
    title: `${list.name}: temporarily unavailable`,
    description: `The StarFamily website cannot show this page of ${list.name} right now. Please try again in a few minutes.`,
    path,
    status: 503,
    noindex: true,
  };
}
