import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { setRuntimeConfig } from '@starfamily/shared';
import { RouteFocus } from '../RouteFocus';

function Shell() {
  return (
    <>
      <nav>
        <Link to="/team">Team</Link> <Link to="/late">Late</Link> <Link to="/plain">Plain</Link> <Link to="/team?page=2">Page 2</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <RouteFocus main="#main" />
    </>
  );
}

/** A page whose heading arrives after its first render (its data or code still loading). */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 10);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Late heading</h1> : <p>Loading…</p>;
}

/** A page under the spec's loading screen: its content is inert (cannot take focus) until the screen goes. */
function LoadingScreenPage() {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), 10);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div inert={loading}>
      <h1>Behind the loader</h1>
    </div>
  );
}

beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {}, loaderMs: 0 }));

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'team', element: <h1>Our Team</h1> },
          { path: 'late', element: <LatePage /> },
          { path: 'plain', element: <p>No heading here</p> },
          { path: 'loading', element: <LoadingScreenPage /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus after a client-side navigation', () => {
  it('leaves the first page alone', () => {
    setup();
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("moves focus to the new page's h1 and announces the new title", async () => {
    const router = setup();
    document.title = 'Our Team | StarFamily';
    await act(() => router.navigate('/team'));
    expect(screen.getByRole('heading', { name: 'Our Team' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Our Team | StarFamily');
  });

  it('waits for a heading that arrives after the page renders', async () => {
    const router = setup();
    await act(() => router.navigate('/late'));
    expect(await screen.findByRole('heading', { name: 'Late heading' })).toHaveFocus();
  });

  it('waits until a loading screen has gone and the heading can take focus', async () => {
    const router = setup();
    await act(() => router.navigate('/loading'));
    const heading = screen.getByRole('heading', { name: 'Behind the loader' });
    expect(heading).not.toHaveFocus();
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('falls back to main when the page shows no heading', async () => {
    jest.useFakeTimers();
    try {
      const router = setup();
      await act(() => router.navigate('/plain'));
      act(() => jest.advanceTimersByTime(5000));
      expect(document.getElementById('main')).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a change of the query alone keeps focus where it is', async () => {
    const router = setup();
    await act(() => router.navigate('/team'));
    const link = screen.getByRole('link', { name: 'Page 2' });
    link.focus();
    await act(() => router.navigate('/team?page=2'));
    expect(link).toHaveFocus();
  });
});
