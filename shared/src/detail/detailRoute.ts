// A detail page's route from its declaration: the prefetch (the record and the related list), and the head (title,
// pictures, breadcrumb; 404 for an unknown id, 503 while the API fails or has not answered), decided as the page does.
import { NO_SUBSCRIPTION, positiveId, type HeadContext, type SiteRoute } from '../routing/siteRoute';
import { sitePath } from '../routing/sitePaths';
import { galleryFirstPicture } from '../components/ImageGallery';
import { headPictures } from '../seo/headPictures';
import { breadcrumbJsonLd } from '../seo/listJsonLd';
import type { PageHead } from '../seo/pageHead';
import { detailStatus, type DetailPage } from './detailPage';

/** What a record says about itself beyond its title and pictures: a description (`describePage`), type, JSON-LD. */
export type DetailHead = Omit<PageHead, 'path' | 'status' | 'title' | 'image' | 'preloadImage' | 'noindex'>;

export interface DetailRouteOptions<T> extends Pick<SiteRoute, 'path' | 'label' | 'load' | 'exists'> {
  head: (item: T, context: HeadContext) => DetailHead;
}

export function detailRoute<T extends { id: number }, R extends { id: number }, A>(
  page: DetailPage<T, R, A>,
  { head, ...route }: DetailRouteOptions<T>,
): SiteRoute {
  return {
    ...route,
    prefetch: ({ dispatch, params }) => {
      const id = positiveId(params.id);
      if (id !== undefined) dispatch(page.record.initiate(id, NO_SUBSCRIPTION));
      if (page.related) dispatch(page.related.initiate(undefined as A, NO_SUBSCRIPTION));
    },
    head: (context) => detailHead(page, context, head),
  };
}

/** Found: its own title, description, pictures and JSON-LD plus a breadcrumb. Unknown id: 404. API failing: 503. */
export function detailHead<T extends { id: number }, R extends { id: number }, A>(
  page: DetailPage<T, R, A>,
  context: HeadContext,
  found: (item: T, context: HeadContext) => DetailHead,
): PageHead {
  const path = new URL(context.location, 'http://site.invalid').pathname;
  const id = positiveId(context.params.id);
  const result = id === undefined ? undefined : page.record.select(id)(context.state);
  const status = detailStatus(result && { data: result.data, error: result.error, pending: result.isLoading });
  const list = { name: page.list.name, path: sitePath(page.list.page) };
  if (status === 'found') {
    const item = result!.data!;
    const title = page.title(item);
    const own = found(item, context);
    const pictures = headPictures(context);
    const first = galleryFirstPicture(page.pictures.of(item));
    const breadcrumb = breadcrumbJsonLd([list, { name: title, path }], context.siteUrl);
    return {
      title,
      ...own,
      image: pictures.preview(first, title),
      preloadImage: pictures.preload(first, page.pictures.sizes),
      path,
      jsonLd: [...(own.jsonLd ?? []), breadcrumb],
    };
  }
  if (status === 'notFound') {
    const { notFound } = page.texts;
    const description = `${notFound}: the StarFamily website has no page at this address. See the ${list.name} page for what there is.`;
    return { title: notFound, description, path, status: 404, noindex: true };
  }
  // Failing, or not answered within the server's wait: the page shows its retry or loading state; crawlers come back.
  return {
    title: `${list.name}: temporarily unavailable`,
    description: `The StarFamily website cannot show this page of ${list.name} right now. Please try again in a few minutes.`,
    path,
    status: 503,
    noindex: true,
  };
}
