import { useSearchParams } from 'react-router-dom';

/** The page `?page=` names (1-based), within the pages there are: the list shows it, and its head preloads its picture. */
export function pageOf(search: URLSearchParams, pageCount: number): number {
  const raw = Number(search.get('page'));
  return Number.isInteger(raw) && raw >= 1 ? Math.min(raw, Math.max(1, pageCount)) : 1;
}

/** The current page from `?page=` (1-based), kept in the URL so it survives a reload and the back button. */
export function usePageParam(pageCount: number): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params, pageCount);
  const setPage = (next: number) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      },
      { preventScrollReset: false },
    );
  };
  return [page, setPage];
}

export const pageCountOf = (itemCount: number, pageSize: number) => Math.max(1, Math.ceil(itemCount / pageSize));
export const pageSlice = <T,>(items: readonly T[], page: number, pageSize: number) => items.slice((page - 1) * pageSize, page * pageSize);

/** The items a paginated list shows for the URL's `?page=` (route heads: the LCP picture, the page's ItemList). */
export const itemsOnPage = <T,>(items: readonly T[], search: URLSearchParams, pageSize: number): readonly T[] =>
  pageSlice(items, pageOf(search, pageCountOf(items.length, pageSize)), pageSize);

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label?: string;
}

/** Previous/next and numbered buttons, only when there is more than one page. */
export function Pagination({ page, pageCount, onChange, label = 'Pages' }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={label} className="sf-pagination">
      <button type="button" onClick={() => onChange(page - 1)} disabled={page === 1} aria-label="Previous page">
        ‹
      </button>
      {pages.map((number) => (
        <button
          key={number}
          type="button"
          onClick={() => onChange(number)}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
        >
          {number}
        </button>
      ))}
      <button type="button" onClick={() => onChange(page + 1)} disabled={page === pageCount} aria-label="Next page">
        ›
      </button>
    </nav>
  );
}
