import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, categoryPayload, renderWithProviders, requestGate, server, TEST_API_BASE } from '@starfamily/shared/testing';
import { http, HttpResponse } from 'msw';
import { MobileMenu } from '../header/MobileMenu';

// The toggles are <summary> elements (no ARIA role of their own): found by the text that names them.
const summaryNamed = (name: string, scope: HTMLElement = document.body) => within(scope).getByText(name).closest('summary')!;
const menu = () => screen.getByText('Open menu').closest('details')!;
const panel = () => screen.getByRole('navigation', { name: 'Mobile' });

const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(summaryNamed('Open menu'));
  await waitFor(() => expect(panel()).toBeVisible());
  return panel();
};

describe('mobile menu', () => {
  it('is closed at first; its toggle opens it and keeps only one submenu open at a time', async () => {
    answer('pro-categ-name', [categoryPayload(1, 'Coffee')]);
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />, { path: '/' });
    expect(menu().open).toBe(false);
    expect(panel()).not.toBeVisible();
    const nav = await openMenu(user);
    const [about, products] = [
      summaryNamed('About Us', nav).parentElement as HTMLDetailsElement,
      summaryNamed('Products', nav).parentElement as HTMLDetailsElement,
    ];
    await user.click(summaryNamed('About Us', nav));
    expect(about.open).toBe(true);
    expect(within(nav).getByRole('link', { name: 'Our Business' })).toBeVisible();
    await user.click(summaryNamed('Products', nav));
    await waitFor(() => expect(about.open).toBe(false));
    expect(products.open).toBe(true);
    expect(within(nav).getByRole('link', { name: 'Our Business' })).not.toBeVisible();
    expect(await within(nav).findByRole('link', { name: 'Coffee' })).toBeVisible();
  });

  it('shows Loading... under Products until categories arrive', async () => {
    const gate = requestGate();
    server.use(
      http.get(`${TEST_API_BASE}/api/pro-categ-name`, async () => {
        await gate.passed;
        return HttpResponse.json([categoryPayload(4, 'Pulses')]);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />, { path: '/' });
    const nav = await openMenu(user);
    await user.click(summaryNamed('Products', nav));
    expect(within(nav).getByText('Loading...')).toBeVisible();
    gate.open();
    expect(await within(nav).findByRole('link', { name: 'Pulses' })).toBeVisible();
  });

  it('choosing a link navigates and closes the panel and its submenus; Escape closes it too', async () => {
    answer('pro-categ-name', [categoryPayload(1, 'Coffee')]);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<MobileMenu />, { path: '*' });
    let nav = await openMenu(user);
    await user.click(summaryNamed('Products', nav));
    await user.click(await within(nav).findByRole('link', { name: 'Coffee' }));
    expect(router.state.location.pathname).toBe('/product');
    expect(menu().open).toBe(false);
    expect(panel()).not.toBeVisible();
    nav = await openMenu(user);
    expect((summaryNamed('Products', nav).parentElement as HTMLDetailsElement).open).toBe(false);
    await user.keyboard('{Escape}');
    expect(menu().open).toBe(false);
    expect(panel()).not.toBeVisible();
  });

  it('the closed panel is in the HTML with plain links, ready for the browser to open it with no script', () => {
    answer('pro-categ-name', []);
    renderWithProviders(<MobileMenu />, { path: '/' });
    expect(menu().open).toBe(false);
    const links = within(panel()).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/about',
      '/team',
      '/business',
      '/service',
      '/project-s2',
      '/event',
      '/contact',
      '/quote',
    ]);
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
    const nav = await openMenu(user);
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus());
    expect(screen.getByRole('main', { hidden: true })).toHaveProperty('inert', true);
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(menu().contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(menu().contains(document.activeElement)).toBe(true);
  });

  it('Escape closes it and returns focus to the toggle; the page is usable again', async () => {
    const user = renderBeside();
    await openMenu(user);
    await user.keyboard('{Escape}');
    expect(summaryNamed('Open menu')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveProperty('inert', false);
  });
});
