import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@starfamily/shared/testing';
import { SearchResultsPage } from '../SearchResultsPage';

const results = () => screen.queryByRole('list');

describe('search results page', () => {
  it('lists the pages whose name holds q, case-insensitively, as links to them', () => {
    renderWithProviders(<SearchResultsPage />, { route: '/search?q=CON' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
    expect(screen.getByText(/1 page matches/)).toHaveTextContent('1 page matches “CON”:');
    expect(
      within(results()!)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Contact', '/contact']]);
    expect(screen.getByRole('searchbox', { name: 'Page name' })).toHaveValue('CON');
  });

  it('says so when nothing matches, and asks for a word when q is empty or missing', () => {
    renderWithProviders(<SearchResultsPage />, { route: '/search?q=zebra' });
    expect(screen.getByText('No page matches “zebra”.')).toBeInTheDocument();
    expect(results()).toBeNull();
  });

  it.each(['/search', '/search?q=', '/search?q=%20%20'])('%s asks for part of a page name', (route) => {
    renderWithProviders(<SearchResultsPage />, { route });
    expect(screen.getByText(/Type part of a page's name/)).toBeInTheDocument();
    expect(results()).toBeNull();
  });

  it('offers the box again: a GET form to /search, which works with no script', () => {
    renderWithProviders(<SearchResultsPage />, { route: '/search?q=zebra' });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox', { name: 'Page name' })).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });
});
