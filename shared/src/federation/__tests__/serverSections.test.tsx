// A section the server rendered, hydrated in the browser when its code cannot be loaded there. A file of its own:
// React keeps a failed hydration's report in module state, and it would surface in the next test's render.
import { act, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteComponent } from '../RemoteComponent';
import { captureServerSections, takeServerSection } from '../serverSections';

// The federation runtime is the network edge here: it fetches another server's remoteEntry.js.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

describe("the server's HTML of a section whose code cannot be loaded", () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('stays on screen even when React threw away its first hydration render and rendered the section again', async () => {
    const module = 'catalogue/ServicesCarousel';
    // What the rendering server sent: the section's markup inside a boundary the page hydrates.
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <Suspense>
        <div className="sf-remote-section" data-remote-section={module}>
          <Suspense>
            <h2>Our Services</h2>
          </Suspense>
        </div>
      </Suspense>,
    );
    captureServerSections(container);
    loadRemoteMock.mockRejectedValue(new Error('503 from the remote'));
    // A sibling that suspends after the section rendered: React discards that render (the section's state with it)
    // and renders the boundary again once the sibling is ready, as an update arriving mid-hydration makes it do.
    let ready = false;
    let open: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => (open = resolve));
    function Sibling() {
      if (!ready) throw opened;
      return null;
    }
    let root!: Root;
    await act(async () => {
      root = hydrateRoot(
        container,
        <Suspense>
          <RemoteComponent module={module} label="Our Services" />
          <Sibling />
        </Suspense>,
        // The section's code failing during hydration is one; it is what this test is about.
        { onRecoverableError: () => undefined },
      );
    });
    await act(async () => {
      ready = true;
      open();
      await opened;
    });
    // The section's code failed: its error boundary shows the server's HTML (in a box of its own), or an alert.
    const boundaryShows = () => container.querySelector('[data-remote-section] > .sf-remote-section, [role="alert"]');
    await waitFor(() => expect(boundaryShows()).not.toBeNull());
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.querySelector('h2')).toHaveTextContent('Our Services');
    // Committed: the section is used up, a later visit's section renders live.
    expect(takeServerSection(module)).toBeUndefined();
    await act(async () => root.unmount());
    container.remove();
    loadRemoteMock.mockReset();
  });
});
