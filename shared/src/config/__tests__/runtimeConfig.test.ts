import { http, HttpResponse } from 'msw';
import { server } from '../../testing/server';
import { getRuntimeConfig, loadRuntimeConfig, setRuntimeConfig, storageUrl } from '../runtimeConfig';

describe('runtime config', () => {
  it('loads config.json, trims the API base and keeps the default loader time when none is given', async () => {
    server.use(
      http.get('http://localhost/config.json', () =>
        HttpResponse.json({ apiBaseUrl: 'https://api.example.com/', remotes: { catalogue: 'https://cat.example.com/remoteEntry.js' } }),
      ),
    );
    const config = await loadRuntimeConfig();
    expect(config).toEqual({
      apiBaseUrl: 'https://api.example.com',
      remotes: { catalogue: 'https://cat.example.com/remoteEntry.js' },
      // The spec's 3 seconds, as the servers' config.json says when LOADER_MS is unset.
      loaderMs: 3000,
    });
    expect(getRuntimeConfig()).toBe(config);
  });

  it('keeps the main site URL for widgets, without a trailing slash', async () => {
    server.use(
      http.get('http://localhost/config.json', () =>
        HttpResponse.json({ apiBaseUrl: 'https://api.example.com', siteUrl: 'https://www.example.com/' }),
      ),
    );
    expect((await loadRuntimeConfig()).siteUrl).toBe('https://www.example.com');
  });

  it('refuses a config without an API base URL', async () => {
    server.use(http.get('http://localhost/config.json', () => HttpResponse.json({ remotes: {} })));
    await expect(loadRuntimeConfig()).rejects.toThrow('has no apiBaseUrl');
  });

  it('builds storage URLs on the configured API host, never a development host', () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.com', remotes: {}, loaderMs: 0 });
    expect(storageUrl('products/yirga cheffe.svg')).toBe('https://api.example.com/storage/products/yirga%20cheffe.svg');
    expect(storageUrl('/storage/team/a.svg')).toBe('https://api.example.com/storage/team/a.svg');
    // A widget's own api-base wins over the configured host.
    expect(storageUrl('team/a.svg', 'https://other-api.example')).toBe('https://other-api.example/storage/team/a.svg');
  });
});
