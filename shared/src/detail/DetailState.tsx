import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Heading } from '../components/Heading';
import { ImageGallery } from '../components/ImageGallery';
import { sitePath } from '../routing/sitePaths';
import { useRouteId } from '../routing/useRouteId';
import { detailStatus, relatedTo, type DetailPage, type DetailPageWithRelated } from './detailPage';

const UNAVAILABLE = 'This content could not be loaded. Please try again later.';

interface DetailStateProps<T extends { id: number }, R extends { id: number }, A> {
  page: DetailPage<T, R, A>;
  children: (item: T) => ReactNode;
  /** The loading state, when the page shows it otherwise than as its loading text (a team member's loading screen). */
  loading?: ReactNode;
}

/**
 * The record for the route's `:id`, or its loading, not-found (an unknown or malformed id: never an endless loader) or
 * retry state. RTK Query's `currentData`: never the previous page's record while the next one loads.
 */
export function DetailState<T extends { id: number }, R extends { id: number }, A>({ page, children, loading }: DetailStateProps<T, R, A>) {
  const id = useRouteId();
  const { currentData: item, isFetching, error, refetch } = page.record.useQuery(id ?? skipToken);
  const { texts } = page;
  switch (detailStatus(id === undefined ? undefined : { data: item, error, pending: isFetching })) {
    case 'found':
      return <>{children(item!)}</>;
    case 'loading':
      return (
        loading ?? (
          <p role="status" className="sf-page sf-status">
            {texts.loading}
          </p>
        )
      );
    case 'unavailable':
      return (
        <div role="alert" className="sf-page sf-status sf-status--error">
          <p>{texts.unavailable ?? UNAVAILABLE}</p>
          <button type="button" className="sf-button" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      );
    case 'notFound':
      return (
        <section className="sf-page sf-detail-missing" aria-labelledby="detail-missing-heading">
          <Heading level={1} id="detail-missing-heading">
            {texts.notFound}
          </Heading>
          {texts.back && (
            <Link className="sf-button" to={sitePath(page.list.page)}>
              {texts.back}
            </Link>
          )}
        </section>
      );
  }
}

/** The record's gallery as its head preloads it: its pictures, its title as alt, its declared `sizes`. */
export function DetailGallery<T extends { id: number }, R extends { id: number }, A>({
  page,
  item,
}: {
  page: DetailPage<T, R, A>;
  item: T;
}) {
  return <ImageGallery images={page.pictures.of(item)} alt={page.title(item)} sizes={page.pictures.sizes} priority />;
}

/**
 * The related items beside a record: up to RELATED_COUNT others from the page's related list, in list order.
 * `fallback` stands in while the list is missing (e.g. the list a link handed over as navigation state).
 */
export function useRelatedItems<T extends { id: number }, R extends { id: number }, A>(
  page: DetailPageWithRelated<T, R, A>,
  currentId: number,
  fallback?: readonly R[],
) {
  const { data, isLoading } = page.related.useQuery(undefined as A);
  return { items: relatedTo(data ?? fallback ?? [], currentId), isLoading };
}
