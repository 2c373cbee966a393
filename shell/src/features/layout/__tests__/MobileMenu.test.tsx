import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, categoryPayload, renderWithProviders, requestGate, server, TEST_API_BASE } from '@starfamily/shared/testing';
import { http, HttpResponse } from 'msw';
import { MobileMenu } from '../header/MobileMenu';

const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.getByRole('navigation', { name: 'Mobile' });
};

describe('mobile menu', () => {
  it('opens with the toggle and keeps only one submenu open at a time', async () => {
    answer('pro-categ-name', [categoryPayload(1, 'Coffee')]);
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />, { path: '/' });
    const panel = await openMenu(user);
    const about = within(panel).getByRole('button', { name: 'About Us' });
    const products = within(panel).getByRole('button', { name: 'Products' });
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(await within(panel).findByRole('link', { name: 'Coffee' })).toBeVisible();
  });

  it('shows Loading... under Products until categories arrive', async () => {
    const gate = requestGate();
    server.use(http.get(`${TEST_API_BASE}/api/pro-categ-name`, async () => {
      await gate.passed;
      return HttpResponse.json([categoryPayload(4, 'Pulses')]);
    }));
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />, { path: '/' });
    const panel = await openMenu(user);
    await user.click(within(panel).getByRole('button', { name: 'Products' }));
    expect(within(panel).getByText('Loading...')).toBeVisible();
    gate.open();
    expect(await within(panel).findByRole('link', { name: 'Pulses' })).toBeVisible();
  });

  it('choosing a link navigates and closes the panel; Escape closes it too', async () => {
    answer('pro-categ-name', []);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<MobileMenu />, { path: '*' });
    let panel = await openMenu(user);
    await user.click(within(panel).getByRole('link', { name: 'Events' }));
    expect(router.state.location.pathname).toBe('/event');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    panel = await openMenu(user);
    expect(panel).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});

describe('mobile menu as a modal dialog', () => {
  function renderBeside() {
    answer('pro-categ-name', [categoryPayload(1, 'Coffee')]);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <header>
          <MobileMenu />
        </header>
        <main>
          <a href="/behind">Behind the panel</a>
        </main>
      </>,
      { path: '/' },
    );
    return user;
  }

  it('moves focus into the panel when it opens and keeps Tab inside it; the page behind is inert', async () => {
    const user = renderBeside();
    const panel = await openMenu(user);
    expect(within(panel).getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(screen.getByRole('main', { hidden: true })).toHaveProperty('inert', true);
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      const active = document.activeElement!;
      expect(panel.contains(active) || active === screen.getByRole('button', { name: 'Close menu' })).toBe(true);
    }
    await user.tab({ shift: true });
    expect(panel.contains(document.activeElement) || document.activeElement === screen.getByRole('button', { name: 'Close menu' })).toBe(true);
  });

  it('Escape closes it and returns focus to the toggle; the page is usable again', async () => {
    const user = renderBeside();
    await openMenu(user);
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveFocus();
    expect(screen.getByRole('main')).toHaveProperty('inert', false);
  });
});
