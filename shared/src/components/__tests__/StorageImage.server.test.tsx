/** @jest-environment node */
// What the rendering server writes for a picture once the chrome's prefetch has put the manifest in the store.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { commonApi } from '../../api/commonEndpoints';
import { setRuntimeConfig } from '../../config/runtimeConfig';
import { makeStore } from '../../store/makeStore';
import { picturesPayload } from '../../testing/fixtures';
import { TEST_API_BASE } from '../../testing/server';
import { StorageImage } from '../StorageImage';

async function serverHtml(element: React.ReactElement, withManifest = true) {
  setRuntimeConfig({ apiBaseUrl: TEST_API_BASE, remotes: {}, loaderMs: 0 });
  const store = makeStore();
  if (withManifest) await store.dispatch(commonApi.util.upsertQueryData('getPictures', undefined, picturesPayload));
  try {
    return renderToString(<Provider store={store}>{element}</Provider>);
  } finally {
    // As the rendering server does (renderPage.tsx): the cache's 60 s removal timers are Node's own here (no jsdom
    // window to close them), and one left running kept Jest's process alive for a minute after the tests.
    store.dispatch(commonApi.util.resetApiState());
  }
}

describe('StorageImage on the server', () => {
  it('writes the <picture> with its sources, and React adds no preload of its own (the head has it)', async () => {
    const html = await serverHtml(
      <StorageImage path="photos/harvest.jpg" alt="Harvest" width={1600} height={700} sizes="100vw" priority />,
    );
    expect(html).toMatch(
      /^<picture style="display:contents"><source type="image\/avif" srcSet="[^"]+ 1920w" sizes="100vw"\/><source type="image\/webp"/,
    );
    expect(html).toMatch(
      /<img loading="eager" fetchPriority="high" decoding="async" sizes="100vw" srcSet="[^"]+\.jpg 1920w" src="[^"]+\.jpg"/,
    );
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('photos/harvest.jpg');
  });

  it('writes the empty box when the manifest did not arrive in time (the browser then fetches it)', async () => {
    const html = await serverHtml(<StorageImage path="photos/harvest.jpg" alt="Harvest" width={400} height={300} sizes="50vw" />, false);
    expect(html).toContain('data-picture-pending=""');
    expect(html).not.toContain('<img');
  });
});
