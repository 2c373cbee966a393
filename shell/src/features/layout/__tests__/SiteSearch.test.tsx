import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from '@starfamily/shared';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@starfamily/shared/testing';
import { matchPages } from '../navigation';
import { SiteSearch } from '../header/SiteSearch';

// The toggle is a <summary> (no ARIA role of its own): found by the text that names it.
const toggle = (name = 'Search pages') => screen.getByText(name, { selector: '.sf-visually-hidden' }).closest('summary')!;
const panel = () => toggle().closest('details')!;
const box = () => screen.getByRole('combobox', { name: 'Search pages', hidden: true });

const openSearch = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(toggle());
  await waitFor(() => expect(box()).toHaveFocus());
};

describe('header search', () => {
  it('filters the fixed page labels by case-insensitive substring', () => {
    expect(matchPages('US').map((page) => page.label)).toEqual(['About Us', 'Our Business']);
    expect(matchPages('pro').map((page) => page.label)).toEqual(['Products', 'Projects']);
    expect(matchPages('   ')).toEqual([]);
    expect(matchPages('coffee')).toEqual([]);
  });

  it('is a form that sends q to the results page, for a visitor with no script', () => {
    renderWithProviders(<SiteSearch />, { path: '*' });
    expect(panel().open).toBe(false);
    const form = box().closest('form')!;
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(box()).toHaveAttribute('name', 'q');
  });

  it('suggests while typing; choosing with the mouse navigates and clears the box', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SiteSearch />, { path: '*' });
    await openSearch(user);
    await user.type(box(), 'ev');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Events']);
    await user.click(screen.getByRole('option', { name: 'Events' }));
    expect(router.state.location.pathname).toBe('/event');
    expect(panel().open).toBe(false);
    await user.click(toggle());
    await waitFor(() => expect(box()).toHaveFocus());
    expect(box()).toHaveValue('');
  });

  it('is usable by keyboard: arrows move, Enter chooses, and submitting without a choice does nothing', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SiteSearch />, { path: '*' });
    await openSearch(user);
    await user.type(box(), 'o{Enter}');
    expect(router.state.location.pathname).toBe('/');
    // A submit (a phone keyboard's Go key) is cancelled: the browser does not go to the results page.
    const cancelled = new Promise((resolve) =>
      window.addEventListener('submit', (event) => resolve(event.defaultPrevented), { once: true }),
    );
    box().closest('form')!.requestSubmit();
    expect(await cancelled).toBe(true);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'About Us' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/about');
    await user.click(toggle());
    await waitFor(() => expect(box()).toHaveValue(''));
  });

  it('Escape closes the box and returns focus to its toggle; closing with the toggle empties it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteSearch />, { path: '*' });
    await openSearch(user);
    await user.type(box(), 'con');
    await user.keyboard('{Escape}');
    expect(panel().open).toBe(false);
    expect(box()).not.toBeVisible();
    expect(toggle()).toHaveFocus();
    await openSearch(user);
    expect(box()).toHaveValue('');
    await user.type(box(), 'con');
    await user.click(toggle('Close search'));
    await waitFor(() => expect(panel().open).toBe(false));
    await openSearch(user);
    expect(box()).toHaveValue('');
    expect(within(panel()).queryAllByRole('option')).toEqual([]);
  });

  it('hydrates over a panel the visitor opened and typed into before the scripts ran: both are kept', async () => {
    const tree = () => (
      <Provider store={makeStore()}>
        <RouterProvider router={createMemoryRouter([{ path: '*', element: <SiteSearch /> }])} />
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    // What the browser does on its own: the summary's tap opens the panel, the visitor types.
    panel().open = true;
    (box() as HTMLInputElement).value = 'con';
    render(tree(), { container, hydrate: true });
    expect(await screen.findByRole('option', { name: 'Contact' })).toBeInTheDocument();
    expect(panel().open).toBe(true);
    expect(box()).toHaveValue('con');
    expect(box()).toHaveFocus();
  });
});
