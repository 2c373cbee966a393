import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@starfamily/shared/testing';
import { matchPages, SiteSearch } from '../header/SiteSearch';

describe('header search', () => {
  it('filters the fixed page labels by case-insensitive substring', () => {
    expect(matchPages('US').map((p) => p.label)).toEqual(['About Us', 'Our Business']);
    expect(matchPages('pro').map((p) => p.label)).toEqual(['Products', 'Projects']);
    expect(matchPages('   ')).toEqual([]);
    expect(matchPages('coffee')).toEqual([]);
  });

  it('suggests while typing; choosing with the mouse navigates and clears the box', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SiteSearch />, { path: '*' });
    await user.click(screen.getByRole('button', { name: 'Search pages' }));
    const box = screen.getByRole('combobox', { name: 'Search pages' });
    expect(box).toHaveFocus();
    await user.type(box, 'ev');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Events']);
    await user.click(screen.getByRole('option', { name: 'Events' }));
    expect(router.state.location.pathname).toBe('/event');
  });

  it('is usable by keyboard: arrows move, Enter chooses, and submitting without a choice does nothing', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SiteSearch />, { path: '*' });
    await user.click(screen.getByRole('button', { name: 'Search pages' }));
    const box = screen.getByRole('combobox');
    await user.type(box, 'o{Enter}');
    expect(router.state.location.pathname).toBe('/');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'About Us' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/about');
    await user.click(screen.getByRole('button', { name: 'Search pages' }));
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('Escape closes the box', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteSearch />, { path: '*' });
    await user.click(screen.getByRole('button', { name: 'Search pages' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
