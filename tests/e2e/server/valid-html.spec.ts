// One page of each kind as the rendering server first sends it: HTML the W3C Nu HTML Checker finds no error in, and
// JSON-LD that schema.org's vocabulary and Google's rich results accept (issue 31).
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { missingRecommended, schemaOrgProblems } from '../../../shared/src/testing/schemaOrgCheck';
import { expect, test, type APIRequestContext, hostCeiling } from '../support/test';
import { apiList, stack } from '../support/stack';

/** The checker's jar, from the vnu-jar package (its main export is the jar's path). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

interface Page {
  path: string;
  status: number;
  html: string;
}

/** Every kind of page the site has, the detail pages with the first record the API lists. */
async function pagePaths(request: APIRequestContext): Promise<string[]> {
  const firstId = async (list: string) => String((await apiList(request, list))[0]!.id);
  const [member, service, product, project, event, category] = await Promise.all(
    ['/teams-list', '/service', '/products-list', '/projects-list', '/event_list', '/pro-categ-name'].map(firstId),
  );
  return [
    '/',
    '/about',
    '/team',
    `/team-single/${member}`,
    '/business',
    '/service',
    `/service-single/${service}`,
    '/product',
    `/product?category_id=${category}`,
    `/product-single/${product}`,
    '/project-s2',
    `/project-single/${project}`,
    '/event',
    `/event-single/${event}`,
    '/contact',
    '/quote',
    '/no-such-page',
  ];
}

async function fetchPages(request: APIRequestContext): Promise<Page[]> {
  const pages: Page[] = [];
  for (const pagePath of await pagePaths(request)) {
    const response = await request.get(pagePath, { maxRedirects: 0 });
    pages.push({ path: pagePath, status: response.status(), html: await response.text() });
  }
  expect(pages.map(({ path: at, status }) => `${at} ${status}`)).toEqual(
    pages.map(({ path: at }) => `${at} ${at === '/no-such-page' ? 404 : 200}`),
  );
  return pages;
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The Nu checker over all the files in one run (Java is slow to start); its JSON report is on stderr. */
function vnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('java', ['-jar', VNU_JAR, '--format', 'json', ...files], { stdio: ['ignore', 'ignore', 'pipe'] });
    let report = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (report += chunk));
    child.on('error', reject);
    // Exit status 1 means "errors found": the report says which.
    child.on('close', () => {
      try {
        resolve((JSON.parse(report) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`vnu gave no JSON report:\n${report}`));
      }
    });
  });
}

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

test('every kind of page is valid HTML for the Nu HTML Checker (warnings printed, no error)', async ({ request }) => {
  test.setTimeout(hostCeiling(180_000));
  const pages = await fetchPages(request);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'valid-html-'));
  try {
    const fileOf = new Map<string, string>();
    for (const [index, page] of pages.entries()) {
      const file = path.join(dir, `${index}-${page.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.html`);
      await writeFile(file, page.html);
      fileOf.set(`file:${file}`, page.path);
    }
    const messages = await vnu([...fileOf.keys()].map((url) => url.slice('file:'.length)));
    const describe = (message: VnuMessage) =>
      `${fileOf.get(message.url ?? '') ?? message.url ?? '?'} line ${message.lastLine ?? '?'}: ${message.message}${message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').trim()}` : ''}`;
    const warnings = messages.filter((message) => message.type === 'info');
    const errors = messages.filter((message) => message.type !== 'info');
    // Warnings are allowed; one line per kind (React writes every void element with a slash: hundreds of the same).
    const byKind = new Map<string, VnuMessage[]>();
    for (const warning of warnings) byKind.set(warning.message, [...(byKind.get(warning.message) ?? []), warning]);
    for (const [kind, found] of byKind) {
      const pagesWith = [...new Set(found.map((message) => fileOf.get(message.url ?? '') ?? '?'))];
      console.log(
        `Nu checker warning, ${found.length}× on ${pagesWith.length} page(s) (${pagesWith.join(', ')}): ${kind}\n    e.g. ${describe(found[0]!)}`,
      );
    }
    expect(errors.map(describe), 'Nu HTML Checker errors').toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('every kind of page carries JSON-LD that schema.org and Google accept: a breadcrumb, lists, the organisation', async ({ request }) => {
  const pages = await fetchPages(request);
  const site = stack.urls.shell;
  const problems: string[] = [];
  const notes: string[] = [];
  for (const page of pages) {
    const nodes = jsonLdOf(page.html).map((text) => JSON.parse(text) as Record<string, unknown>);
    problems.push(...schemaOrgProblems(nodes, page.path));
    notes.push(...nodes.flatMap((node) => missingRecommended(node).map((missing) => `${page.path}: no ${missing}`)));
    const types = nodes.map((node) => node['@type']);
    expect(types, `${page.path}: a BreadcrumbList`).toContain('BreadcrumbList');
    for (const list of nodes.filter((node) => node['@type'] === 'ItemList' || node['@type'] === 'BreadcrumbList')) {
      for (const item of list.itemListElement as Record<string, unknown>[]) {
        const url = item.url ?? item.item;
        if (typeof url === 'string') expect(url, `${page.path}: a URL on the site`).toMatch(new RegExp(`^${site}/`));
      }
    }
  }
  const nodesOf = (pagePath: string) =>
    jsonLdOf(pages.find((page) => page.path === pagePath)!.html).map((text) => JSON.parse(text) as Record<string, unknown>);
  for (const list of ['/product', '/service', '/project-s2', '/event', '/team', '/business']) {
    expect(nodesOf(list).filter((node) => node['@type'] === 'ItemList').length, `${list}: an ItemList`).toBeGreaterThan(0);
  }
  for (const pagePath of ['/', '/contact']) {
    const organization = nodesOf(pagePath).find((node) => node['@type'] === 'LocalBusiness');
    expect(organization, `${pagePath}: the organisation`).toMatchObject({
      name: 'StarFamily',
      address: { '@type': 'PostalAddress' },
      contactPoint: { '@type': 'ContactPoint', telephone: expect.any(Array), email: expect.any(Array) },
      openingHoursSpecification: { '@type': 'OpeningHoursSpecification', opens: '08:00', closes: '18:00' },
    });
  }
  if (notes.length) console.log(`Recommended by Google, not given (${notes.length}):\n${notes.join('\n')}`);
  expect(problems, 'schema.org and rich results problems').toEqual([]);
});
