import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { pageCountOf, pageSlice, Pagination, usePageParam } from '../Pagination';

function List({ items }: { items: string[] }) {
  const pageCount = pageCountOf(items.length, 2);
  const [page, setPage] = usePageParam(pageCount);
  return (
    <>
      <ul>
        {pageSlice(items, page, 2).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} onChange={setPage} />
    </>
  );
}

describe('pagination', () => {
  it('computes page counts and slices', () => {
    expect(pageCountOf(0, 6)).toBe(1);
    expect(pageCountOf(13, 6)).toBe(3);
    expect(pageSlice([1, 2, 3, 4, 5], 3, 2)).toEqual([5]);
  });

  it('is absent with a single page', () => {
    renderWithProviders(<List items={['a', 'b']} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps the page in the URL, disables previous on the first page and next on the last', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<List items={['a', 'b', 'c', 'd', 'e']} />, { route: '/event?page=2' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['c', 'd']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('treats a nonsense or too large page number as the nearest real page', () => {
    renderWithProviders(<List items={['a', 'b', 'c']} />, { route: '/event?page=99' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['c']);
  });
});
