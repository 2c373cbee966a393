/** @jest-environment node */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { server as unitTestNetwork } from '@starfamily/shared/testing';
import { requestHeaders } from '../keptPageResponse';

// Real HTTP here: the unit tests' request interceptor (which refuses unknown hosts) stays out of this file.
beforeAll(() => unitTestNetwork.close());

/** What Node itself makes of `headers` (sent as written: repeats and odd case kept) on a real connection. */
async function readByNode(headers: string[][]) {
  const server = http.createServer((request, response) => {
    const node = {
      mobileHint: request.headers['sec-ch-ua-mobile'],
      ifNoneMatch: request.headers['if-none-match'],
      acceptEncoding: request.headers['accept-encoding'],
    };
    response.setHeader('connection', 'close');
    response.end(JSON.stringify({ node: JSON.parse(JSON.stringify(node)), ours: requestHeaders(request.rawHeaders) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const lines = ['GET / HTTP/1.1', 'Host: 127.0.0.1', ...headers.map(([name, value]) => `${name}: ${value}`), '', ''];
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      net
        .connect(port, '127.0.0.1', function send(this: net.Socket) {
          this.end(lines.join('\r\n'));
        })
        .on('data', (chunk) => (text += chunk))
        .on('end', () => resolve(text))
        .on('error', reject);
    });
    return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { node: object; ours: object };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('the request headers a kept page depends on', () => {
  it('reads them from the raw list as Node does: any case, repeated headers joined, the User-Agent left out', async () => {
    const { node, ours } = await readByNode([
      ['USER-AGENT', 'Mozilla/5.0 (Linux; Android 14) Mobile'],
      ['SEC-CH-UA-MOBILE', '?1'],
      ['Sec-CH-UA-Platform', '"Android"'],
      ['Accept-Encoding', 'gzip'],
      ['accept-encoding', 'br'],
      ['If-None-Match', '"a"'],
      ['if-none-match', '"b"'],
      ['X-Accept-Encoding-Ext', 'no'],
    ]);
    expect(ours).toEqual(node);
    expect(ours).toEqual({ mobileHint: '?1', acceptEncoding: 'gzip, br', ifNoneMatch: '"a", "b"' });
  });

  it('leaves out what was not sent', async () => {
    const { ours } = await readByNode([['Accept', 'text/html']]);
    expect(ours).toEqual({});
  });
});
