// Widgets on a partner's page: the demo partner page (docs/partner-demo) on its own origin, with hostile global CSS
// and its own React 17, embeds every widget through one script tag per remote.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Locator, type Page } from '../support/test';
import { storedContactMessages } from '../support/contactMessages';
import { apiList, field, stack } from '../support/stack';
import { allSlides, shownSlides } from '../support/carousel';

type Row = Record<string, unknown>;

const partnerUrl = `${stack.urls.partner}/`;
const siteUrl = stack.urls.shell;
const RED = 'rgb(255, 0, 0)';

/** The widget element; Playwright's locators reach into its open shadow root. */
const widget = (page: Page, id: string) => page.locator(`#${id}`);

/** Computed style of the first element matching `selector` inside a widget's shadow root. */
async function styleInside(element: Locator, selector: string, property: string): Promise<string> {
  return element.evaluate(
    (host, [css, name]) => {
      const target = host.shadowRoot?.querySelector(css!);
      if (!target) throw new Error(`nothing matches ${css} in <${host.localName}>`);
      return getComputedStyle(target).getPropertyValue(name!);
    },
    [selector, property],
  );
}

test.describe('widgets on a partner page', () => {
  test('every widget renders our content on the partner origin', async ({ page, request }) => {
    const [coffee, services, projects, events, team, farms] = (await Promise.all(
      ['/products-list?category_id=1', '/service', '/projects-list', '/event_list', '/teams-list', '/farms-list'].map((path) =>
        apiList(request, path),
      ),
    )) as [Row[], Row[], Row[], Row[], Row[], Row[]];
    await page.goto(partnerUrl);
    expect(new URL(page.url()).origin).not.toBe(new URL(siteUrl).origin);

    const products = widget(page, 'products');
    await expect(products.getByRole('heading', { name: 'Products In Category Coffee' })).toBeVisible();
    // page-size="3": three cards, and the pagination for the rest.
    await expect(products.getByRole('link', { name: 'Product Details' })).toHaveCount(Math.min(3, coffee.length));
    await expect(products.getByText(field(coffee[0]!, 'title'), { exact: true }).first()).toBeVisible();

    await expect(widget(page, 'services').getByText(field(services[0]!, 'serviceName'), { exact: true }).first()).toBeVisible();
    await expect(widget(page, 'projects').getByText(field(projects[0]!, 'title'), { exact: true }).first()).toBeVisible();
    await expect(widget(page, 'events').getByText(field(events[0]!, 'eventName'), { exact: true }).first()).toBeVisible();
    await expect(widget(page, 'team').getByText(field(team[0]!, 'full_name'), { exact: true }).first()).toBeVisible();
    await expect(widget(page, 'business').getByText(field(farms[0]!, 'name'), { exact: true }).first()).toBeAttached();
    await expect(widget(page, 'contact-form').getByRole('heading', { name: 'Ask StarFamily about green coffee' })).toBeVisible();
    // Images come from the API host, not the partner's.
    await expect(products.locator('img').first()).toHaveAttribute('src', new RegExp(`^${stack.apiBaseUrl}/storage/`));
  });

  test('hostile page CSS does not reach inside, and the widgets change nothing outside', async ({ page }) => {
    // The partner's elements as they are without any widget script...
    await page.route('**/widget.js', (route) => route.abort());
    await page.goto(partnerUrl);
    const partnerStyles = () =>
      page.evaluate(() =>
        ['#partner-header h1', '#partner-button', '#partner-box', 'body', '#partner-react-app p'].map((selector) => {
          const style = getComputedStyle(document.querySelector(selector)!);
          return [selector, style.color, style.fontFamily, style.display, style.padding, style.fontSize].join(' ');
        }),
      );
    await expect(page.locator('#partner-react-version')).toBeVisible();
    const before = await partnerStyles();
    const documentSheets = await page.evaluate(() => document.styleSheets.length);

    // ...and with every widget loaded and rendered.
    await page.unroute('**/widget.js');
    await page.goto(partnerUrl);
    const products = widget(page, 'products');
    const business = widget(page, 'business');
    await expect(products.getByRole('link', { name: 'Product Details' }).first()).toBeVisible();
    await expect(allSlides(business).first()).toBeAttached();
    await expect(widget(page, 'contact-form').getByRole('button', { name: 'Send Message' })).toBeVisible();
    expect(await partnerStyles()).toEqual(before);
    expect(await page.evaluate(() => document.styleSheets.length), 'no stylesheet added to the page').toBe(documentSheets);

    // Inside: `* { color: red; font-family: serif }`, `div { padding: 40px }`, `button { display: none }`,
    // `img { opacity: .2 }` and the partner's own slick carousel's rule that hides its slides do not apply.
    const heading = await styleInside(products, 'h1', 'color');
    expect(heading).not.toBe(RED);
    expect(await styleInside(products, 'h1', 'font-family')).not.toMatch(/^serif$/);
    expect(await styleInside(products, '.sf-grid', 'padding-top')).toBe('0px');
    expect(await styleInside(products, 'img', 'opacity')).toBe('1');
    await expect(products.getByRole('button', { name: 'Page 2' })).toBeVisible();
    await expect(shownSlides(business).first()).toBeVisible();
    await expect(widget(page, 'contact-form').getByRole('button', { name: 'Send Message' })).toBeVisible();
  });

  test('themes through the documented custom properties', async ({ page }) => {
    await page.goto(partnerUrl);
    const events = widget(page, 'events');
    await expect(events.getByRole('link', { name: /read more/i }).first()).toBeVisible();
    // The demo sets --starfamily-accent: #8a3b12 and --starfamily-font-family: Georgia on <starfamily-events>.
    expect(await styleInside(events, '.sf-widget', 'font-family')).toMatch(/^Georgia/);
    expect(
      await events.evaluate((host) =>
        getComputedStyle(host.shadowRoot!.querySelector('.sf-widget')!).getPropertyValue('--sf-accent').trim(),
      ),
    ).toBe('#8a3b12');
    // Unthemed widgets keep our green.
    expect(await styleInside(widget(page, 'products'), '.sf-button', 'background-color')).toBe('rgb(31, 122, 58)');
  });

  test('products: pages and a product inside the widget, links to the canonical pages, the partner URL unchanged', async ({
    page,
    request,
  }) => {
    const coffee = await apiList(request, '/products-list?category_id=1');
    expect(coffee.length, 'the seed has more than one page (3) of coffee products').toBeGreaterThan(3);
    await page.goto(partnerUrl);
    const products = widget(page, 'products');
    const details = products.getByRole('link', { name: 'Product Details' });
    await expect(details.first()).toHaveAttribute('href', `${siteUrl}/product-single/${coffee[0]!.id}`);

    await products.getByRole('button', { name: 'Page 2' }).click();
    await expect(products.getByText(field(coffee[3]!, 'title'), { exact: true }).first()).toBeVisible();
    await expect(products.getByText(field(coffee[0]!, 'title'), { exact: true })).toHaveCount(0);

    await details.first().click();
    await expect(products.getByRole('heading', { level: 1, name: field(coffee[3]!, 'title') })).toBeVisible();
    await expect(products.getByRole('heading', { name: 'Related Products' })).toBeVisible();
    // The product's own contact form: the contact remote's element, loaded on demand.
    await expect(products.getByRole('heading', { name: "Have Anything in mind? Let's discuss." })).toBeVisible();
    await expect(products.getByRole('link', { name: 'View on the StarFamily website' })).toHaveAttribute(
      'href',
      `${siteUrl}/product-single/${coffee[3]!.id}`,
    );
    expect(page.url()).toBe(partnerUrl);
  });

  test('the contact widget sends a message to the API and fires starfamily:contact-sent', async ({ page }) => {
    await page.goto(partnerUrl);
    const form = widget(page, 'contact-form');
    const sent = page.evaluate(
      () =>
        new Promise<{ detail: unknown; composed: boolean }>((resolve) =>
          document.addEventListener('starfamily:contact-sent', (event) =>
            resolve({ detail: (event as CustomEvent).detail, composed: event.composed }),
          ),
        ),
    );
    await form.getByLabel('Full name').fill('Almaz Partner');
    await form.getByLabel('Email').fill('almaz@partner.example');
    await form.getByLabel('Message').fill('Please send green coffee samples to Harar.');
    const stored = page.waitForResponse((response) => response.url().endsWith('/api/contacts') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await stored).status()).toBe(201);
    expect(await sent).toEqual({
      detail: {
        full_name: 'Almaz Partner',
        email: 'almaz@partner.example',
        phone: '',
        message: 'Please send green coffee samples to Harar.',
      },
      composed: true,
    });
    await expect(form.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();
    await expect(page.locator('#contact-log')).toHaveText('Thank you, Almaz Partner: StarFamily has your message.');
    const messages = await storedContactMessages();
    expect(messages.filter((row) => row.email === 'almaz@partner.example').map((row) => row.message)).toEqual([
      'Please send green coffee samples to Harar.',
    ]);
  });

  test('changing an attribute re-renders; removing the element unmounts it and leaves no timers or listeners', async ({ page }) => {
    // Count what is live on the page: intervals, long timeouts, and window/document listeners.
    await page.addInitScript(() => {
      const live = { intervals: new Set<number>(), timeouts: new Set<number>(), listeners: 0 };
      Object.assign(window, { __live: live });
      const { setInterval, clearInterval, setTimeout, clearTimeout } = window;
      window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
        const id = setInterval(handler, ms, ...args);
        live.intervals.add(id);
        return id;
      }) as typeof window.setInterval;
      window.clearInterval = ((id?: number) => {
        live.intervals.delete(id!);
        clearInterval(id);
      }) as typeof window.clearInterval;
      window.setTimeout = ((handler: TimerHandler, ms = 0, ...args: unknown[]) => {
        if (ms < 1000 || typeof handler !== 'function') return setTimeout(handler, ms, ...args);
        const id: number = setTimeout(() => {
          live.timeouts.delete(id);
          (handler as (...a: unknown[]) => void)(...args);
        }, ms);
        live.timeouts.add(id);
        return id;
      }) as typeof window.setTimeout;
      window.clearTimeout = ((id?: number) => {
        live.timeouts.delete(id!);
        clearTimeout(id);
      }) as typeof window.clearTimeout;
      for (const target of [window, document]) {
        const add = target.addEventListener.bind(target);
        const remove = target.removeEventListener.bind(target);
        const registered = new Map<unknown, Set<string>>();
        const keyOf = (type: string, options?: boolean | EventListenerOptions) =>
          `${type}:${Boolean(typeof options === 'object' ? options.capture : options)}`;
        target.addEventListener = (
          type: string,
          listener: EventListenerOrEventListenerObject | null,
          options?: boolean | AddEventListenerOptions,
        ) => {
          if (listener) add(type, listener, options);
          if (!listener || (typeof options === 'object' && options.once)) return;
          const keys = registered.get(listener) ?? new Set<string>();
          if (!keys.has(keyOf(type, options))) live.listeners += 1;
          registered.set(listener, keys.add(keyOf(type, options)));
        };
        target.removeEventListener = (
          type: string,
          listener: EventListenerOrEventListenerObject | null,
          options?: boolean | EventListenerOptions,
        ) => {
          if (listener) remove(type, listener, options);
          if (listener && registered.get(listener)?.delete(keyOf(type, options))) live.listeners -= 1;
        };
      }
    });
    await page.goto(partnerUrl);
    const products = widget(page, 'products');
    await expect(products.getByRole('heading', { name: 'Products In Category Coffee' })).toBeVisible();

    await products.evaluate((host) => host.setAttribute('category-id', '2'));
    await expect(products.getByRole('heading', { name: 'Products In Category Oil Seeds' })).toBeVisible();
    await products.evaluate((host) => host.setAttribute('page-size', '1'));
    await expect(products.getByRole('link', { name: 'Product Details' })).toHaveCount(1);

    // A fresh business widget (autoplaying sliders, resize handling), added and removed again.
    const count = () =>
      page.evaluate(() => {
        const live = (window as unknown as { __live: { intervals: Set<number>; timeouts: Set<number>; listeners: number } }).__live;
        return { intervals: live.intervals.size, timeouts: live.timeouts.size, listeners: live.listeners };
      });
    await expect(widget(page, 'business').getByRole('heading', { name: 'Our Organic Farms' })).toBeVisible();
    const before = await count();
    await page.evaluate(() => {
      const element = document.createElement('starfamily-business');
      element.id = 'second-business';
      document.body.append(element);
    });
    const second = widget(page, 'second-business');
    await expect(second.getByRole('heading', { name: 'Our Organic Farms' })).toBeVisible();
    // (Its sliders start their autoplay once mounted, which may come a moment after the heading shows.)
    await expect.poll(async () => (await count()).intervals, 'the new widget runs its sliders').toBeGreaterThan(before.intervals);

    const removed = await second.elementHandle();
    await page.evaluate(() => document.getElementById('second-business')!.remove());
    await expect.poll(count).toEqual(before);
    // Its React root is gone with it: nothing rendered is left in its shadow root.
    expect(await removed!.evaluate((host) => host.shadowRoot!.querySelector('.sf-widget'))).toBeNull();
  });

  test('carousels count slides for the widget’s own width, not the window’s', async ({ page }) => {
    await page.goto(partnerUrl);
    const business = widget(page, 'business');
    const farms = business.getByRole('region', { name: 'Our Organic Farms' });
    const activeSlides = shownSlides(farms);
    await expect(activeSlides.first()).toBeVisible();
    // Spec §9 counts (3, 2, 1 above 1200, up to 1200, up to 767 px), measured on the element, whatever the window.
    for (const [width, slides] of [
      [1450, 3],
      [1000, 2],
      [360, 1],
    ] as const) {
      await business.evaluate((host, px) => {
        host.style.width = `${px}px`;
      }, width);
      await expect(activeSlides).toHaveCount(slides);
    }
  });

  test('two remotes’ widgets and the partner’s own React 17 work side by side', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(partnerUrl);
    await expect(widget(page, 'products').getByRole('link', { name: 'Product Details' }).first()).toBeVisible();
    await expect(
      widget(page, 'events')
        .getByRole('link', { name: /read more/i })
        .first(),
    ).toBeVisible();
    await expect(page.locator('#partner-react-version')).toHaveText('React 17.0.2');
    await page.locator('#partner-react-click').click();
    await page.locator('#partner-react-click').click();
    await expect(page.locator('#partner-react-count')).toHaveText('clicked 2 times');
    expect(await page.evaluate(() => (window as unknown as { React: { version: string } }).React.version)).toBe('17.0.2');
    // Widgets keep their state to themselves: nothing in the partner's storage.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the API answers the partner origin and no stranger', async ({ request }) => {
    const partner = new URL(partnerUrl).origin;
    const allowed = await request.get(`${stack.urls.api}/service`, { headers: { origin: partner } });
    expect(allowed.headers()['access-control-allow-origin']).toBe(partner);
    const stranger = await request.get(`${stack.urls.api}/service`, { headers: { origin: 'https://stranger.example' } });
    expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();
  });
});

test('the docs’ snippet, pasted into a blank HTML file, shows our products', async ({ page }) => {
  const docs = await readFile(path.join(import.meta.dirname, '../../../docs/embedding.md'), 'utf8');
  const snippet = /### Try it on your machine[\s\S]*?```html\n([\s\S]*?)```/.exec(docs)?.[1];
  expect(snippet, 'docs/embedding.md has its "Try it on your machine" snippet').toBeTruthy();
  // The docs name npm start's catalogue port; this suite's stack runs on its own.
  const html = snippet!.replaceAll('http://localhost:3001', stack.urls.catalogue);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'starfamily-snippet-'));
  try {
    const file = path.join(dir, 'products.html');
    await writeFile(file, html);
    await page.goto(pathToFileURL(file).href);
    const products = page.locator('starfamily-products');
    await expect(products.getByRole('heading', { name: 'Products In All Categories' })).toBeVisible();
    await expect(products.getByRole('link', { name: 'Product Details' })).toHaveCount(3);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
