// The site's settings from the environment (shared/server/config.js): node:test, run by the API suite's runner with
// the other shared server code's tests.
import assert from 'node:assert/strict';
import os from 'node:os';
import { describe, it } from 'node:test';
import { appBaseUrl, portsFromBase, portsFromEnv, portVariables, renderingServerSettings, runtimeConfigFromEnv } from '../config.js';
import { readSetting } from '../settings.js';

describe('ports from the environment', () => {
  it('takes <NAME>_PORT, and the default for anything unset or empty', () => {
    assert.deepEqual(portsFromEnv({ SHELL_PORT: '8000', API_PORT: ' 9000 ', COMPANY_PORT: '' }), {
      shell: 8000,
      catalogue: 3001,
      company: 3002,
      contact: 3003,
      admin: 3004,
      api: 9000,
      partner: 3005,
      mail: 1025,
      mailbox: 1080,
    });
  });

  it('refuses what is not a port, naming the variable', () => {
    for (const value of ['abc', '3000.5', '-1', '0', '65536', '80x']) {
      assert.throws(() => portsFromEnv({ CATALOGUE_PORT: value }), {
        message: `CATALOGUE_PORT must be a port number from 1 to 65535, got "${value}"`,
      });
    }
    assert.throws(() => readSetting('E2E_PORT_BASE', { E2E_PORT_BASE: 'x' }), /E2E_PORT_BASE must be a base port from 1 to 64455/);
  });

  it('lays a stack of its own out from one base port, and writes the variables portsFromEnv reads back', () => {
    const ports = portsFromBase(23000);
    assert.deepEqual(ports, {
      shell: 23000,
      catalogue: 23001,
      company: 23002,
      contact: 23003,
      admin: 23004,
      partner: 23005,
      api: 24000,
      mail: 24025,
      mailbox: 24080,
    });
    assert.deepEqual(portsFromEnv(portVariables(ports)), ports);
    assert.throws(() => portsFromBase(65000), /base port must be a whole number from 1 to 64455/);
  });
});

describe('URLs from the environment', () => {
  it('takes <NAME>_URL without trailing slashes, or localhost on the port', () => {
    assert.equal(appBaseUrl('api', { API_URL: 'https://api.example/' }), 'https://api.example');
    assert.equal(appBaseUrl('company', { COMPANY_PORT: '4102' }), 'http://localhost:4102');
  });

  it('refuses a URL that is not http(s)', () => {
    for (const value of ['api.example', 'ftp://api.example', 'https://']) {
      assert.throws(() => appBaseUrl('api', { API_URL: value }), { message: `API_URL must be an http(s) URL, got "${value}"` });
    }
  });

  it('makes config.json: the API, each remote entry, the loading time and the site', () => {
    assert.deepEqual(
      runtimeConfigFromEnv({ SHELL_URL: 'https://www.example', CATALOGUE_URL: 'https://cdn.example/catalogue/', LOADER_MS: '0' }),
      {
        apiBaseUrl: 'http://localhost:4000',
        remotes: {
          catalogue: 'https://cdn.example/catalogue/remoteEntry.js',
          company: 'http://localhost:3002/remoteEntry.js',
          contact: 'http://localhost:3003/remoteEntry.js',
        },
        loaderMs: 0,
        siteUrl: 'https://www.example',
      },
    );
    assert.equal(runtimeConfigFromEnv({}).loaderMs, 3000);
    assert.throws(() => runtimeConfigFromEnv({ LOADER_MS: '-5' }), {
      message: 'LOADER_MS must be a whole number of milliseconds (0 or more), got "-5"',
    });
  });
});

describe("the rendering server's settings", () => {
  it('has the documented defaults', () => {
    assert.deepEqual(renderingServerSettings({}), {
      workers: os.availableParallelism(),
      apiTimeoutMs: 2000,
      remoteTimeoutMs: 1500,
      remoteRetryMs: 10_000,
      contentPollMs: 500,
      adminToken: undefined,
    });
  });

  it('reads each from its variable, the admin token as given', () => {
    const settings = renderingServerSettings({
      SSR_WORKERS: '3',
      SSR_API_TIMEOUT_MS: '250',
      SSR_REMOTE_TIMEOUT_MS: '0',
      SSR_REMOTE_RETRY_MS: '2000',
      SSR_CONTENT_POLL_MS: '100',
      SSR_ADMIN_TOKEN: ' secret ',
    });
    assert.deepEqual(settings, {
      workers: 3,
      apiTimeoutMs: 250,
      remoteTimeoutMs: 0,
      remoteRetryMs: 2000,
      contentPollMs: 100,
      adminToken: ' secret ',
    });
    assert.equal(renderingServerSettings({ SSR_ADMIN_TOKEN: '' }).adminToken, undefined);
  });

  it('refuses bad values, naming the variable', () => {
    assert.throws(() => renderingServerSettings({ SSR_WORKERS: '0' }), {
      message: 'SSR_WORKERS must be a whole number of processes (1 or more), got "0"',
    });
    assert.throws(() => renderingServerSettings({ SSR_API_TIMEOUT_MS: '2s' }), {
      message: 'SSR_API_TIMEOUT_MS must be a whole number of milliseconds (0 or more), got "2s"',
    });
    assert.throws(
      () => renderingServerSettings({ SSR_REMOTE_RETRY_MS: '-1' }),
      /SSR_REMOTE_RETRY_MS must be a whole number of milliseconds/,
    );
  });
});
