// Hostile input, table-driven over every route the API has: whatever a client sends, the answer is a 4xx JSON error
// with a clear message (or the normal answer), never a 5xx, never an internal detail, never the request echoed back.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { addOperator } from './admin/accounts';
import { CLI_ACTOR } from './admin/audit';
import { ADMIN_ORIGIN, SITE_URL, signIn, tokenOf, type SignedIn } from './testing/admin';
import { build, testDrivers, type TestApp } from './testing/build';

interface Case {
  name: string;
  request: InjectOptions;
}

/** Text that must never reach a client: stack frames, file paths, library and database error names. */
const INTERNALS =
  /\bat [\w.<>]+ \(|node_modules|\/src\/|\.ts:\d|TypeError|ReferenceError|SyntaxError: Unexpected|PGlite|postgres|drizzle|SQL|relation "|FST_|AVV_|ajv/i;

const HOSTILE_IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '9999999999',
  'abc',
  '%00',
  '%2e%2e%2f',
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20OR%20'1'='1",
  '__proto__',
  'constructor',
  '%F0%9F%98%80',
  'x'.repeat(3000),
];
const HOSTILE_QUERIES = [
  'category_id=__proto__',
  'category_id=-1',
  'category_id=1&category_id=2',
  'category_id[]=1',
  'category_id[toString]=1',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'page=NaN',
  `category_id=${'9'.repeat(400)}`,
  'category_id=%00',
];

const protoNames = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'toJSON', 'then'];

/** Form bodies (a valid one given): prototype names, wrong types, nesting, huge values, NUL, and things that are not objects. */
function formBodies(valid: Record<string, unknown>): Array<[string, string]> {
  const oddValues: unknown[] = [
    null,
    true,
    0,
    -1,
    1e308,
    Number('123456789012345678901234567890'),
    [],
    ['a'],
    {},
    { toString: 'x' },
    { valueOf: 1 },
    { __proto__: { a: 1 } },
    'x\u0000y',
    '\u0000',
    '\ud800',
    'x'.repeat(20_000),
    '<script>alert(1)</script>',
  ];
  const bodies: Array<[string, string]> = [];
  for (const name of protoNames) {
    bodies.push([`top-level key ${name}`, `{"${name}":"x"}`]);
    bodies.push([`top-level key ${name} = null`, `{"${name}":null}`]);
    bodies.push([`top-level key ${name} = object`, `{"${name}":{"a":1}}`]);
    bodies.push([`valid plus ${name}`, JSON.stringify(valid).replace(/^\{/, `{"${name}":{"toString":"x"},`)]);
  }
  for (const field of Object.keys(valid)) {
    for (const value of oddValues) {
      bodies.push([`${field} = ${JSON.stringify(value)?.slice(0, 30)}`, JSON.stringify({ ...valid, [field]: value })]);
    }
    for (const name of protoNames) bodies.push([`${field} = {${name}}`, JSON.stringify({ ...valid, [field]: { [name]: 'x' } })]);
  }
  for (const raw of [
    '',
    'null',
    'true',
    '0',
    '"text"',
    '[]',
    '[{}]',
    '{',
    '{"a":',
    '{"full_name":"a",}',
    "{'a':1}",
    'NaN',
    '{"a":1e99999}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
  ]) {
    bodies.push([`raw ${raw.slice(0, 20)}`, raw]);
  }
  return bodies;
}

/** Enquiry bodies: the form's, and the same hostile values inside a line, lines that are not lists or not objects. */
function enquiryBodies(): Array<[string, string]> {
  const line = { product_id: 1, quantity: 2, note: '' };
  const valid = { full_name: 'Abebe Kebede', email: 'a@b.co', company: '', country: '', message: '', lines: [line] };
  const bodies = formBodies(valid);
  for (const [name, raw] of formBodies(line)) {
    if (raw.startsWith('{')) bodies.push([`line: ${name}`, `{"full_name":"Abebe Kebede","email":"a@b.co","lines":[${raw}]}`]);
  }
  for (const lines of [
    'null',
    '{}',
    '"x"',
    '[null]',
    '[[1]]',
    '[1,2]',
    '[{"product_id":1,"quantity":1e400}]',
    `[${'{"product_id":1,"quantity":1},'.repeat(3000)}{}]`,
    '{"0":{"product_id":1,"quantity":1},"length":1}',
  ]) {
    bodies.push([`lines = ${lines.slice(0, 30)}`, `{"full_name":"Abebe Kebede","email":"a@b.co","lines":${lines}}`]);
  }
  return bodies;
}

function cases(app: TestApp['app']): Case[] {
  const list: Case[] = [];
  const getRoutes = app.apiRoutes.filter((route) => route.method === 'GET');
  for (const route of getRoutes) {
    const withParam = route.url.includes(':');
    if (withParam) {
      for (const id of HOSTILE_IDS)
        list.push({ name: `GET ${route.url} id=${id.slice(0, 20)}`, request: { method: 'GET', url: route.url.replace(/:\w+/, id) } });
    } else if (!route.url.includes('*')) {
      for (const query of HOSTILE_QUERIES)
        list.push({ name: `GET ${route.url}?${query.slice(0, 30)}`, request: { method: 'GET', url: `${route.url}?${query}` } });
    }
    const url = route.url.replace(/:\w+/, '1').replace('*', 'products/none.svg');
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) list.push({ name: `${method} ${route.url}`, request: { method, url } });
    list.push({ name: `POST ${route.url}`, request: { method: 'POST', url, payload: {} } });
  }
  const forms: Array<[string, Array<[string, string]>]> = [
    ['/api/contacts', formBodies({ full_name: 'Abebe Kebede', email: 'a@b.co', phone: '', message: 'Hello' })],
    ['/api/enquiries', enquiryBodies()],
  ];
  for (const [url, bodies] of forms) {
    for (const [name, payload] of bodies)
      list.push({
        name: `POST ${url} ${name}`,
        request: { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload },
      });
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-16',
      '',
    ]) {
      list.push({
        name: `POST ${url} as ${type || 'no type'}`,
        request: { method: 'POST', url, headers: { 'content-type': type }, payload: 'full_name=a' },
      });
    }
  }
  for (const url of [
    '/api/nothing-here',
    '/api/<script>alert(1)</script>',
    '/api/%00',
    '/api/..%2F..%2Fpackage.json',
    '/storage/../package.json',
    '/storage/%2e%2e/%2e%2e/package.json',
    '/storage/.env',
    `/api/${'a'.repeat(5000)}`,
  ]) {
    list.push({ name: `GET ${url.slice(0, 40)}`, request: { method: 'GET', url } });
  }
  list.push({ name: 'OPTIONS without Origin', request: { method: 'OPTIONS', url: '/api/products-list' } });
  list.push({
    name: 'OPTIONS with an unknown Origin',
    request: {
      method: 'OPTIONS',
      url: '/api/contacts',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    },
  });
  return list;
}

interface DocumentedOperation {
  method: string;
  path: string;
  roles: string[];
  body?: { properties?: Record<string, { type?: string | string[]; enum?: unknown[] }> };
}

/** A plausible value for a body property of the admin's OpenAPI document, to put hostile values beside. */
function plausible(schema: { type?: string | string[]; enum?: unknown[] }): unknown {
  if (schema.enum) return schema.enum[0];
  const type = [schema.type].flat()[0];
  return type === 'integer' || type === 'number'
    ? 1
    : type === 'boolean'
      ? false
      : type === 'object'
        ? {}
        : type === 'array'
          ? []
          : 'hostile@example.com';
}

/**
 * The admin API's operations from its OpenAPI document, each with hostile ids, queries and bodies, sent as a signed-in
 * admin from the admin's origin (or, for anonymous ones, with the anonymous CSRF proof): the guard lets them through,
 * so the routes themselves meet the input. Signing out comes last.
 */
function adminCases(operations: DocumentedOperation[], admin: SignedIn): Case[] {
  const list: Case[] = [];
  const headersFor = (operation: DocumentedOperation) =>
    operation.roles.includes('anonymous') ? { origin: ADMIN_ORIGIN, 'x-csrf-token': 'x' } : admin.headers;
  for (const operation of operations) {
    const method = operation.method as 'GET' | 'POST' | 'PATCH' | 'DELETE';
    const headers = headersFor(operation);
    const urls = operation.path.includes('{') ? HOSTILE_IDS.map((id) => operation.path.replace(/\{\w+\}/g, id)) : [operation.path];
    for (const url of urls) list.push({ name: `${method} ${url.slice(0, 60)}`, request: { method, url, headers } });
    const url = operation.path.replace(/\{\w+\}/g, '1');
    if (method === 'GET') {
      for (const query of [
        ...HOSTILE_QUERIES,
        'page=-1',
        'page=0',
        'perPage=100000',
        'action[]=x',
        `actor=${'a'.repeat(400)}`,
        'q=%00',
        'status=__proto__',
      ]) {
        list.push({ name: `GET ${url}?${query.slice(0, 30)}`, request: { method, url: `${url}?${query}`, headers } });
      }
      continue;
    }
    const valid = Object.fromEntries(Object.entries(operation.body?.properties ?? {}).map(([name, schema]) => [name, plausible(schema)]));
    const withNul = Object.keys(valid).map(
      (field) => [`${field} with NUL inside`, JSON.stringify({ ...valid, [field]: 'a\u0000b@example.com' })] as [string, string],
    );
    for (const [name, payload] of [...formBodies(valid), ...withNul]) {
      list.push({
        name: `${method} ${url} ${name}`,
        request: { method, url, headers: { ...headers, 'content-type': 'application/json' }, payload },
      });
    }
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      list.push({
        name: `${method} ${url} as ${type || 'no type'}`,
        request: { method, url, headers: { ...headers, 'content-type': type }, payload: 'email=a' },
      });
    }
  }
  const signsOut = (request: InjectOptions) => request.method === 'DELETE' && /\/sessions?$/.test(String(request.url));
  return [...list.filter((entry) => !signsOut(entry.request)), ...list.filter((entry) => signsOut(entry.request))];
}

for (const driver of testDrivers())
  describe(`hostile input (${driver})`, () => {
    let t: TestApp;
    before(async () => {
      t = await build({
        driver,
        production: true,
        corsOrigins: ['http://localhost:3000'],
        admin: { origin: ADMIN_ORIGIN, siteUrl: SITE_URL },
      });
    });
    after(() => t.close());

    it("answers every admin operation's hostile ids, queries and bodies, signed in, without a 5xx or an internal detail", async () => {
      const password = 'hostile walk passphrase 9';
      const { setupUrl } = await addOperator(
        { db: t.app.db, now: () => new Date(), siteUrl: SITE_URL, actor: CLI_ACTOR },
        'hostile-admin@example.com',
        'admin',
      );
      const setUp = await t.app.inject({
        method: 'POST',
        url: '/api/admin/setup',
        headers: { origin: ADMIN_ORIGIN, 'x-csrf-token': 'x' },
        payload: { token: tokenOf(setupUrl), password },
      });
      assert.equal(setUp.statusCode, 204, setUp.body);
      const admin = await signIn(t.app, 'hostile-admin@example.com', password);
      const document = JSON.parse((await t.app.inject({ url: '/api/admin/openapi.json' })).body) as {
        paths: Record<
          string,
          Record<
            string,
            { 'x-roles': string[]; requestBody?: { content: { 'application/json': { schema: DocumentedOperation['body'] } } } }
          >
        >;
      };
      const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          roles: operation['x-roles'],
          body: operation.requestBody?.content['application/json'].schema,
        })),
      );
      const all = adminCases(operations, admin);
      assert.ok(all.length >= 300, `only ${all.length} cases`);
      const problems: string[] = [];
      const statuses = new Map<number, number>();
      for (const { name, request } of all) {
        const response = await t.app.inject(request);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) problems.push(`${name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        if (response.statusCode >= 400) {
          const body = JSON.parse(response.body) as { error?: unknown; message?: unknown };
          if (typeof body.error !== 'string' || typeof body.message !== 'string') problems.push(`${name}: no { error, message }`);
          if (INTERNALS.test(response.body)) problems.push(`${name}: leaks ${response.body.slice(0, 160)}`);
        }
      }
      console.log(`hostile admin input: ${all.length} cases, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
      assert.deepEqual(problems, []);
    });

    it('answers every case without a 5xx, as JSON, with no internal detail and without echoing the request', async () => {
      const all = cases(t.app);
      assert.ok(all.length >= 300, `only ${all.length} cases`);
      const problems: string[] = [];
      const statuses = new Map<number, number>();
      for (const { name, request } of all) {
        const response = await t.app.inject(request);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const path = String(request.url);
        if (response.statusCode >= 500) problems.push(`${name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        if (response.statusCode >= 400 && request.method !== 'HEAD') {
          const type = String(response.headers['content-type'] ?? '');
          if (!type.startsWith('application/json')) problems.push(`${name}: ${response.statusCode} answered as ${type || 'no type'}`);
          else {
            const body = JSON.parse(response.body) as { error?: unknown; message?: unknown };
            if (typeof body.error !== 'string' || typeof body.message !== 'string' || body.message.length === 0)
              problems.push(`${name}: no { error, message }`);
            if (INTERNALS.test(response.body)) problems.push(`${name}: leaks ${response.body.slice(0, 160)}`);
            if (response.statusCode === 404 && path.length > 8 && response.body.includes(path.split('?')[0]!.slice(5)))
              problems.push(`${name}: 404 echoes the path`);
          }
        }
      }
      console.log(`hostile input: ${all.length} cases, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
      assert.deepEqual(problems, []);
    });

    it('a wrong method on a known path is 405 with the allowed methods; an unknown path is 404', async () => {
      const put = await t.app.inject({ method: 'PUT', url: '/api/products-list' });
      assert.equal(put.statusCode, 405);
      assert.match(String(put.headers.allow), /GET/);
      const get = await t.app.inject({ method: 'GET', url: '/api/contacts' });
      assert.equal(get.statusCode, 405);
      assert.match(String(get.headers.allow), /POST/);
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/no-such-call' })).statusCode, 404);
    });

    it('prototype-named keys are ignored and values that are not text get 422 naming the field in the form’s words', async () => {
      for (const payload of [
        '{"full_name":{"toString":"x"},"email":"a@b.co","message":"m"}',
        '{"toString":"x"}',
        '{"hasOwnProperty":1}',
        '{"constructor":null}',
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/contacts',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        assert.ok(response.statusCode === 400 || response.statusCode === 422, `${payload}: ${response.statusCode}`);
      }
      const nested = await t.app.inject({
        method: 'POST',
        url: '/api/contacts',
        headers: { 'content-type': 'application/json' },
        payload: '{"full_name":{"toString":"x"},"email":"a@b.co","message":"m"}',
      });
      assert.deepEqual(JSON.parse(nested.body).errors, { full_name: 'Your name must be text.' });
      // A valid message with extra prototype-named keys is stored, without them.
      const extra = await t.app.inject({
        method: 'POST',
        url: '/api/contacts',
        headers: { 'content-type': 'application/json' },
        payload: '{"toString":"x","constructor":null,"then":1,"full_name":"Abebe","email":"a@b.co","message":"m"}',
      });
      assert.equal(extra.statusCode, 201, extra.body);
    });

    it('a 20 MB chunked body (no Content-Length) gets a 413 answer, not a reset connection', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const answer = await new Promise<{ status?: number; body?: string; error?: string }>((resolve) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/contacts',
            headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
          },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode, body }));
          },
        );
        // Writing stops once the answer is in; an error after it does not matter, one before it does.
        request.on('error', (error) => resolve({ error: error.message }));
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const write = () => {
          while (sent < 20 * 1024 * 1024) {
            sent += chunk.length;
            if (!request.write(chunk)) return void request.once('drain', write);
          }
          request.end();
        };
        request.write('{"message":"');
        write();
      });
      assert.equal(answer.status, 413, JSON.stringify(answer));
      assert.equal(JSON.parse(answer.body!).error, 'Payload Too Large');
    });
  });
