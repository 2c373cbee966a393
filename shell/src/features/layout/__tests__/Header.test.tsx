import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart, normaliseProduct, removeFromCart } from '@starfamily/shared';
import { answer, businessSetupPayload, categoryPayload, productPayload, renderWithProviders } from '@starfamily/shared/testing';
import { Header } from '../Header';

function answerHeaderCalls({ projects = [{ id: 1, title: 'Konta farm', images: '[]' }] } = {}) {
  answer('business-setup', businessSetupPayload);
  answer('pro-categ-name', [categoryPayload(1, 'Coffee'), categoryPayload(2, 'Oil Seeds')]);
  answer('projects-list', projects);
}

// The phone menu's toggle is a <summary> (it opens before hydration): found by the text that names it.
const openMobileMenu = () => userEvent.click(screen.getByText('Open menu').closest('summary')!);
/** The bar's own basket link: the closed phone menu's copy is in the HTML too (it opens with no script). */
const barBasket = async (name: string) => (await screen.findAllByRole('link', { name })).find((link) => !link.closest('.sf-mobile-menu'))!;

describe('header', () => {
  it('renders nothing until settings load, then the menu in the spec order', async () => {
    answerHeaderCalls();
    const { container } = renderWithProviders(<Header />);
    expect(container).toBeEmptyDOMElement();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Projects' });
    const topLevel = within(nav)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.classList.contains('sf-menu'));
    expect(topLevel.map((li) => li.querySelector('a')?.textContent?.trim())).toEqual([
      'Home',
      'About Us',
      'Services',
      'Products',
      'Projects',
      'Events',
      'Contact',
    ]);
    expect(within(nav).getByRole('link', { name: 'Our Business' })).toHaveAttribute('href', '/business');
    expect(within(nav).getByRole('link', { name: 'Oil Seeds' })).toHaveAttribute('href', '/product?category_id=2&category_name=Oil+Seeds');
    expect(screen.getByRole('link', { name: 'StarFamily home' })).toHaveAttribute('href', '/');
  });

  it('leaves Projects out of the desktop menu when there are no projects, but keeps it in the mobile menu', async () => {
    answerHeaderCalls({ projects: [] });
    renderWithProviders(<Header />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Oil Seeds' });
    expect(within(nav).queryByRole('link', { name: 'Projects' })).not.toBeInTheDocument();
    await openMobileMenu();
    expect(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/project-s2',
    );
  });

  it('shows only the social icons whose links exist, and the top bar contacts', async () => {
    answerHeaderCalls();
    renderWithProviders(<Header />);
    const social = await screen.findByRole('list', { name: 'StarFamily on social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Facebook']);
    expect(screen.getByRole('link', { name: /\+251 11 555 0101/ })).toHaveAttribute('href', 'tel:+251115550101');
  });

  it('hides a submenu shown by focus or hover on Escape, back on its entry, and shows it again once left and re-entered', async () => {
    answerHeaderCalls();
    renderWithProviders(<Header />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const team = within(nav).getByRole('link', { name: 'Team' });
    const entry = within(nav).getByRole('link', { name: /About Us/ });
    const parent = entry.closest('li')!;
    team.focus();
    await userEvent.keyboard('{Escape}');
    expect(entry).toHaveFocus();
    expect(parent).toHaveClass('sf-menu__parent--dismissed');
    // Still inside the entry: it stays hidden, whatever the pointer does over it.
    fireEvent.mouseOver(entry);
    expect(parent).toHaveClass('sf-menu__parent--dismissed');
    // Focus moves on (in the browser, Tab skips the hidden submenu): shown on the next visit.
    act(() => within(nav).getByRole('link', { name: 'Services' }).focus());
    expect(parent).not.toHaveClass('sf-menu__parent--dismissed');
    await userEvent.hover(entry);
    await userEvent.keyboard('{Escape}');
    expect(parent).toHaveClass('sf-menu__parent--dismissed');
    await userEvent.unhover(parent);
    expect(parent).not.toHaveClass('sf-menu__parent--dismissed');
  });

  it('turns fixed once the page is scrolled more than 80 px', async () => {
    answerHeaderCalls();
    renderWithProviders(<Header />);
    const banner = await screen.findByRole('banner');
    act(() => {
      window.scrollY = 80;
      fireEvent.scroll(window);
    });
    expect(banner).not.toHaveClass('sf-header--fixed');
    act(() => {
      window.scrollY = 81;
      fireEvent.scroll(window);
    });
    expect(banner).toHaveClass('sf-header--fixed');
  });

  it("holds the bar's place while it is fixed, so the page below does not move up", async () => {
    const offsetHeight = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('sf-header__bar') ? 72 : 0;
    });
    try {
      window.scrollY = 0;
      answerHeaderCalls();
      renderWithProviders(<Header />);
      const banner = await screen.findByRole('banner');
      const slot = banner.querySelector<HTMLElement>('.sf-header__slot')!;
      expect(slot.style.minHeight).toBe('');
      act(() => {
        window.scrollY = 200;
        fireEvent.scroll(window);
      });
      expect(slot.style.minHeight).toBe('72px');
    } finally {
      offsetHeight.mockRestore();
      window.scrollY = 0;
    }
  });

  it('keeps what the browser scrolls into view below the bar that sticks over the top of the page', async () => {
    const offsetHeight = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('sf-header__bar') ? 72 : 0;
    });
    try {
      answerHeaderCalls();
      const { unmount } = renderWithProviders(<Header />);
      await screen.findByRole('banner');
      // Before the page is scrolled too: scrolling something into view is what makes the bar stick.
      await waitFor(() => expect(document.documentElement.style.scrollPaddingTop).toBe('72px'));
      unmount();
      expect(document.documentElement.style.scrollPaddingTop).toBe('');
    } finally {
      offsetHeight.mockRestore();
    }
  });

  it('links to the quote basket with its number of lines, in the bar and in the mobile menu', async () => {
    answerHeaderCalls();
    const { store } = renderWithProviders(<Header />);
    const basket = await barBasket('Quote basket, empty');
    expect(basket).toHaveAttribute('href', '/quote');
    act(() => {
      store.dispatch(addToCart({ product: normaliseProduct(productPayload(1, 1, 'Sidamo Coffee')) }));
      store.dispatch(addToCart({ product: normaliseProduct(productPayload(2, 2, 'Humera Sesame')), qty: 3 }));
    });
    expect(basket).toHaveAccessibleName('Quote basket, 2 products');
    expect(basket).toHaveTextContent('2');
    await openMobileMenu();
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Quote basket, 2 products' })).toHaveAttribute('href', '/quote');
    act(() => void store.dispatch(removeFromCart(2)));
    expect(basket).toHaveAccessibleName('Quote basket, 1 product');
  });
});
