import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setRuntimeConfig } from '../../config/runtimeConfig';
import { TimedLoadingScreen } from '../LoadingScreen';

describe('TimedLoadingScreen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows Loading... for the configured time while the page is already mounted underneath', () => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {}, loaderMs: 3000 });
    const mounted = jest.fn();
    function Page() {
      mounted();
      return <h1>Products</h1>;
    }
    render(
      <TimedLoadingScreen>
        <Page />
      </TimedLoadingScreen>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(mounted).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Products' })).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Products' })).toBeVisible();
  });

  it('honours a shorter loader time from the runtime config, including none at all', () => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {}, loaderMs: 0 });
    render(
      <TimedLoadingScreen>
        <h1>About Us</h1>
      </TimedLoadingScreen>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About Us' })).toBeVisible();
  });

  describe("in a page's first HTML", () => {
    const page = () => (
      <TimedLoadingScreen>
        <button type="button">Menu</button>
      </TimedLoadingScreen>
    );

    it('is lifted by its CSS at the loader time, and leaves the page under it reachable (no script may be coming)', () => {
      setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {}, loaderMs: 3000 });
      const html = renderToString(page());
      expect(html).toContain('sf-loading-screen--entry');
      expect(html).toContain('--sf-loader-ms:3000ms');
      expect(html).not.toContain('inert');
      expect(html).not.toContain('aria-hidden="true"><button');
    });

    it('counts from navigation start when hydrated: gone at once when that time has passed, else when it does', () => {
      setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {}, loaderMs: 3000 });
      const container = document.createElement('div');
      document.body.append(container);
      container.innerHTML = renderToString(page());
      const now = jest.spyOn(performance, 'now').mockReturnValue(2000);
      let root!: Root;
      act(() => void (root = hydrateRoot(container, page())));
      expect(container.querySelector('[role="status"]')).not.toBeNull();
      act(() => void jest.advanceTimersByTime(999));
      expect(container.querySelector('[role="status"]')).not.toBeNull();
      act(() => void jest.advanceTimersByTime(1));
      expect(container.querySelector('[role="status"]')).toBeNull();
      act(() => root.unmount());

      container.innerHTML = renderToString(page());
      now.mockReturnValue(4000);
      act(() => void (root = hydrateRoot(container, page())));
      expect(container.querySelector('[role="status"]')).toBeNull();
      act(() => root.unmount());
      now.mockRestore();
      container.remove();
    });
  });
});
