import { act, render, screen } from '@testing-library/react';
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
    render(<TimedLoadingScreen><Page /></TimedLoadingScreen>);
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
    render(<TimedLoadingScreen><h1>About Us</h1></TimedLoadingScreen>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About Us' })).toBeVisible();
  });
});
