import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, businessSetupPayload, renderWithProviders } from '@starfamily/shared/testing';
import AboutSection from '../components/AboutSection';

const setupWith = (images: string[]) => answer('business-setup', { ...businessSetupPayload, images });
const zoomDialog = () => screen.queryByRole('dialog');

describe('AboutSection', () => {
  afterEach(() => jest.useRealTimers());

  it('shows who we are, the first picture large, thumbnails with the first selected, and Our Services to /service', async () => {
    setupWith(['about/a.svg', 'about/b.svg', 'about/c.svg']);
    renderWithProviders(<AboutSection />);
    expect(await screen.findByRole('heading', { name: 'Who We Are' })).toBeInTheDocument();
    expect(screen.getByText(businessSetupPayload.who_we_are)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'StarFamily, picture 1 of 3' })).toHaveAttribute('src', 'http://api.test/storage/about/a.svg');
    const thumbs = within(screen.getByRole('list', { name: 'About StarFamily pictures' })).getAllByRole('button');
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    expect(screen.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/service');
  });

  it('clicking a thumbnail makes it the main image and the selected one', async () => {
    setupWith(['about/a.svg', 'about/b.svg']);
    renderWithProviders(<AboutSection />);
    const thumbs = within(await screen.findByRole('list', { name: 'About StarFamily pictures' })).getAllByRole('button');
    await userEvent.click(thumbs[1]!);
    expect(screen.getByRole('img', { name: 'StarFamily, picture 2 of 2' })).toHaveAttribute('src', 'http://api.test/storage/about/b.svg');
    expect(thumbs[1]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'false');
  });

  it('zoom: closed -> opening -> open on a click, focus inside; Escape -> closing -> closed, focus back on the image', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setupWith(['about/a.svg', 'about/b.svg']);
    renderWithProviders(<AboutSection />);
    const trigger = await screen.findByRole('button', { name: 'Enlarge StarFamily, picture 1 of 2' });
    expect(zoomDialog()).not.toBeInTheDocument();

    await user.click(trigger);
    expect(zoomDialog()).toHaveAttribute('data-state', 'opening');
    expect(zoomDialog()).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close enlarged picture' })).toHaveFocus();
    await act(async () => jest.advanceTimersByTime(299));
    expect(zoomDialog()).toHaveAttribute('data-state', 'opening');
    await act(async () => jest.advanceTimersByTime(1));
    expect(zoomDialog()).toHaveAttribute('data-state', 'open');
    expect(within(zoomDialog()!).getByRole('img', { name: 'StarFamily, picture 1 of 2' })).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Close enlarged picture' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(zoomDialog()).toHaveAttribute('data-state', 'closing');
    await act(async () => jest.advanceTimersByTime(300));
    expect(zoomDialog()).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('zoom closes on its close button and on page scroll', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setupWith(['about/a.svg']);
    renderWithProviders(<AboutSection />);
    const trigger = await screen.findByRole('button', { name: /^Enlarge/ });

    await user.click(trigger);
    await act(async () => jest.advanceTimersByTime(300));
    await user.click(screen.getByRole('button', { name: 'Close enlarged picture' }));
    expect(zoomDialog()).toHaveAttribute('data-state', 'closing');
    await act(async () => jest.advanceTimersByTime(300));
    expect(zoomDialog()).not.toBeInTheDocument();

    await user.click(trigger);
    await act(async () => jest.advanceTimersByTime(300));
    fireEvent.scroll(window);
    expect(zoomDialog()).toHaveAttribute('data-state', 'closing');
    await act(async () => jest.advanceTimersByTime(300));
    expect(zoomDialog()).not.toBeInTheDocument();
  });

  it('shows a fallback picture when there are no images', async () => {
    setupWith([]);
    renderWithProviders(<AboutSection />);
    expect(await screen.findByRole('img', { name: 'StarFamily: coffee hills at sunrise' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Enlarge/ })).not.toBeInTheDocument();
  });
});
