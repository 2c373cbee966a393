// A content import while the site serves (issue 21): `npm run content -- import` goes through the running API (PGlite
// is its database), nothing is stopped, no request fails meanwhile, and the rendered page shows the new text within
// 2 s of the command's end: the API's cache empties at once (the import's notification) and the rendering server
// learns the new content version on its next poll.
import { expect, test, hostCeiling } from '../support/test';
import { apiContentVersion, waitForSiteContent } from '../support/content';
import { field, stack } from '../support/stack';

// Changes the stack (imports content): runs alone (support/test.ts).
test.use({ changesStack: true });

/** Bounds the request loop however long the import takes. */
const MAX_REQUESTS = 5_000;

test('a content import while the stack serves: the new text on the rendered page within 2 s, no request failing meanwhile', async ({
  stackControl,
}) => {
  test.slow(); // two content commands, each a tsx start, on a busy machine
  const [product] = (await (await fetch(`${stack.urls.api}/products-list`)).json()) as Array<Record<string, unknown>>;
  const pagePath = `/product-single/${String(product!.id)}`;
  const newTitle = `${field(product!, 'title')} (imported live ${Date.now()})`;
  await waitForSiteContent();
  const before = await apiContentVersion();

  // Visitors keep coming during the import: the page, the home page, and the API's reads, one after another.
  const targets = [
    `${stack.urls.shell}${pagePath}`,
    `${stack.urls.shell}/`,
    `${stack.urls.api}/products-list`,
    `${stack.urls.api}/content-version`,
  ];
  const failures: string[] = [];
  let requests = 0;
  let importing = true;
  const visitors = (async () => {
    while (importing && requests < MAX_REQUESTS) {
      const url = targets[requests % targets.length]!;
      requests += 1;
      const answer = await fetch(url, { signal: AbortSignal.timeout(hostCeiling(10_000)) }).catch((error: Error) => error);
      if (answer instanceof Error) failures.push(`${url}: ${answer.message}`);
      else {
        await answer.arrayBuffer();
        if (answer.status !== 200) failures.push(`${url}: ${answer.status}`);
      }
    }
  })();

  let importedAt = 0;
  try {
    await stackControl.editContent(
      (bundle) => {
        bundle.products.find((row) => row.id === product!.id)!.title = newTitle;
      },
      { waitForSite: false },
    );
    importedAt = Date.now();
    const seen = await expect
      .poll(async () => (await (await fetch(`${stack.urls.shell}${pagePath}`)).text()).includes(newTitle), {
        timeout: hostCeiling(2_000),
        intervals: [25],
      })
      .toBe(true)
      .then(() => Date.now() - importedAt);
    console.log(
      `content import while serving: new text on the rendered page ${seen} ms after the command ended; ${requests} requests meanwhile`,
    );
  } finally {
    importing = false;
    await visitors;
  }
  expect(await apiContentVersion()).not.toBe(before);
  expect(failures.slice(0, 5), `${failures.length} of ${requests} requests failed during the import`).toEqual([]);
  expect(requests, 'visitors were served during the import').toBeGreaterThan(10);
  await stackControl.restoreContent();
  expect((await (await fetch(`${stack.urls.shell}${pagePath}`)).text()).includes(newTitle), 'the original title is back').toBe(false);
});
