// A detail page (product, service, project, event, team member), declared once by the remote that owns it: the query
// reading its record, the list page it belongs to, the pictures it opens with, the list its related items come from
// and its texts. The page's component (`DetailState`, `DetailGallery`, `useRelatedItems`) and its route
// (`detailRoute`: prefetch, head, 404/503) both read the declaration.
import type { ApiEndpointQuery, EndpointDefinitions, QueryDefinition } from '@reduxjs/toolkit/query';
import type { TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { isNotFound, type contentBaseQuery } from '../api/baseApi';
import type { SitePage } from '../routing/sitePaths';

type ContentQuery<Arg, Result> = QueryDefinition<Arg, typeof contentBaseQuery, string, Result, 'contentApi'>;

/** An endpoint of the one content API (`baseApi.injectEndpoints`), e.g. `commonApi.endpoints.getProduct`. */
export type ContentEndpoint<Arg, Result> = ApiEndpointQuery<ContentQuery<Arg, Result>, EndpointDefinitions> & {
  useQuery: TypedUseQuery<Result, Arg, typeof contentBaseQuery>;
};

export interface DetailTexts {
  /** Shown while the record is on its way, e.g. "Loading product..." (spec); a page may show it its own way. */
  loading: string;
  /** The not-found state's heading and the 404 page's title, e.g. "Product not found" (spec §8). */
  notFound: string;
  /** The not-found state's link to the list page, e.g. "Back to products"; none when absent. */
  back?: string;
  /** The retry state's text when the API fails for another reason than "not found". */
  unavailable?: string;
}

export interface DetailPage<T extends { id: number }, R extends { id: number } = T, ListArg = void> {
  /** The query reading one record by its id. */
  record: ContentEndpoint<number, T>;
  /** What the record is called: the page's title, its pictures' alt text, its breadcrumb. */
  title: (item: T) => string;
  /** The list page it belongs to: the breadcrumb, the not-found state's link and the head's 404/503 texts. */
  list: { page: SitePage; name: string };
  /**
   * The pictures the page opens with (banner first): the first is its LCP, which the head preloads at `sizes`, and
   * its link preview. `sizes` is the one the page's gallery or picture has.
   */
  pictures: { of: (item: T) => readonly (string | null | undefined)[]; sizes: string };
  /** The list the related items come from (asked for with the record, without arguments). */
  related?: ContentEndpoint<ListArg, R[]>;
  texts: DetailTexts;
}

/** A detail page with related items. */
export type DetailPageWithRelated<T extends { id: number }, R extends { id: number }, ListArg> = DetailPage<T, R, ListArg> & {
  related: ContentEndpoint<ListArg, R[]>;
};

/** Types a detail page's declaration (the record's and related items' types come from the endpoints). */
export function defineDetailPage<T extends { id: number }, R extends { id: number }, ListArg>(
  page: DetailPageWithRelated<T, R, ListArg>,
): DetailPageWithRelated<T, R, ListArg>;
export function defineDetailPage<T extends { id: number }>(page: DetailPage<T>): DetailPage<T>;
export function defineDetailPage<T extends { id: number }, R extends { id: number }, ListArg>(page: DetailPage<T, R, ListArg>) {
  return page;
}

export type DetailStatus = 'found' | 'loading' | 'notFound' | 'unavailable';

/**
 * The one decision between a detail page's states, for the page as for its head. `query` is undefined for an id that
 * is not one (nothing can match); `pending` while the record is being asked for.
 */
export function detailStatus(query: { data?: unknown; error?: unknown; pending: boolean } | undefined): DetailStatus {
  if (query === undefined) return 'notFound';
  if (query.data !== undefined) return 'found';
  if (query.pending) return 'loading';
  if (query.error !== undefined && !isNotFound(query.error)) return 'unavailable';
  return 'notFound';
}

/** How many related items a detail page shows (spec §9: 3 each for products, events, services, projects). */
export const RELATED_COUNT = 3;

/** Other items than the one on screen, in list order, at most `count`. */
export function relatedTo<T extends { id: number }>(items: readonly T[], currentId: number, count = RELATED_COUNT): T[] {
  return items.filter((item) => item.id !== currentId).slice(0, count);
}
