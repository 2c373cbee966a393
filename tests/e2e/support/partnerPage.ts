// Partner pages of our own making, served from a local origin of their own (as a partner's server would, with the
// strict policy docs/embedding.md asks for), and what the widget-fit tests measure inside a widget.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { partnerPolicy } from '../../../shared/server/securityHeaders.js';
import { remoteUrls, stack } from './stack';

/** path -> [policy, html]. (A page fulfilled by page.route would have no network address, and Chromium then blocks
 * its requests to our servers on localhost: the page must come from a real server.) */
const pages = new Map<string, [string, string]>();
let partnerServer: Promise<string> | undefined;

function partnerOrigin(): Promise<string> {
  partnerServer ??= new Promise((resolve) => {
    const server = http.createServer((request, response) => {
      const found = pages.get(new URL(request.url ?? '/', 'http://partner.invalid').pathname);
      if (!found) return response.writeHead(404).end();
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': found[0], 'cache-control': 'no-store' })
        .end(found[1]);
    });
    server.unref();
    server.listen(0, 'localhost', () => resolve(`http://localhost:${(server.address() as AddressInfo).port}`));
  });
  return partnerServer;
}

/** The page's policy: the docs' table on top of a strict policy of the partner's own (as the demo partner page's). */
const policy = (nonce: string) => partnerPolicy({ nonce, widgetUrls: remoteUrls, apiBaseUrl: stack.apiBaseUrl });

/**
 * Opens a page at `<a partner origin>/fit/<name>.html` with the partner's own `css` and `body` and our three scripts,
 * as a partner's web designer would paste them. Returns the CSP violations seen so far, on demand.
 */
export async function openPartnerPage(page: Page, name: string, { css, body }: { css: string; body: string }) {
  const nonce = randomBytes(12).toString('base64');
  const pathname = `/fit/${name}.html`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}</title><style nonce="${nonce}">body { margin: 0; font-family: Arial, sans-serif; } ${css}</style></head>
<body>${body}
<script src="${stack.urls.catalogue}/widget.js" async></script>
<script src="${stack.urls.company}/widget.js" async></script>
<script src="${stack.urls.contact}/widget.js" async></script>
</body></html>`;
  pages.set(pathname, [policy(nonce), html]);
  const url = `${await partnerOrigin()}${pathname}`;
  await page.addInitScript(installMeasures);
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __violations: string[] }).__violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  await page.goto(url);
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

export interface Measures {
  /** Parts of the widget (its shadow tree, nested widgets included) that stick out of the element sideways. */
  overflow(host: Element): string[];
  /** `tag.class font-size` of every element the widget draws (inside its frames), in document order. */
  fontSizes(host: Element): string[];
  /** WCAG contrast of an element's text against what is drawn behind it (its own background or its ancestors'). */
  contrast(element: Element): number;
}

declare global {
  interface Window {
    __sfMeasures: Measures;
  }
}

/** Runs in the page (an init script): everything it uses is defined inside. */
function installMeasures() {
  const parentOf = (element: Element): Element | null =>
    element.parentElement ?? ((element.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
  const everyElement = (root: ParentNode): Element[] =>
    [...root.querySelectorAll('*')].flatMap((element) => [element, ...(element.shadowRoot ? everyElement(element.shadowRoot) : [])]);
  const describe = (element: Element) => `${element.localName}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}`;

  const canvas = document.createElement('canvas');
  canvas.width = 2;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const pixel = (x: number) => [...context.getImageData(x, 0, 1, 1).data].slice(0, 3);
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((value) => {
      const channel = value / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };

  window.__sfMeasures = {
    overflow(host) {
      const bounds = host.getBoundingClientRect();
      const found: string[] = [];
      for (const element of everyElement(host.shadowRoot!)) {
        const style = getComputedStyle(element);
        if (style.display === 'none' || style.visibility === 'hidden' || style.display === 'contents') continue;
        const { width, height } = element.getBoundingClientRect();
        let { left, right } = element.getBoundingClientRect();
        if (width === 0 || height === 0) continue;
        let fixed = style.position === 'fixed';
        // What an ancestor clips (a carousel's track, the robot trap) is not seen, so it does not stick out.
        for (let ancestor = parentOf(element); ancestor && ancestor !== host; ancestor = parentOf(ancestor)) {
          const ancestorStyle = getComputedStyle(ancestor);
          fixed ||= ancestorStyle.position === 'fixed';
          if (ancestorStyle.overflowX !== 'visible') {
            const clip = ancestor.getBoundingClientRect();
            left = Math.max(left, clip.left);
            right = Math.min(right, clip.right);
          }
        }
        if (fixed || right - left <= 0) continue;
        if (left < bounds.left - 1 || right > bounds.right + 1) {
          found.push(
            `${describe(element)} spans ${Math.round(left - bounds.left)}..${Math.round(right - bounds.left)} of ${Math.round(bounds.width)}`,
          );
        }
      }
      return found;
    },
    fontSizes(host) {
      return everyElement(host.shadowRoot!)
        .filter((element) => element.closest('.sf-widget'))
        .map((element) => `${describe(element)} ${getComputedStyle(element).fontSize}`);
    },
    contrast(element) {
      // Paint the backgrounds from the page down to the element, then the text, as the browser composites them.
      const layers: string[] = [];
      for (let node: Element | null = element; node; node = parentOf(node)) layers.unshift(getComputedStyle(node).backgroundColor);
      context.globalCompositeOperation = 'source-over';
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 2, 1);
      for (const layer of layers) {
        context.fillStyle = layer;
        context.fillRect(0, 0, 2, 1);
      }
      context.fillStyle = getComputedStyle(element).color;
      context.fillRect(1, 0, 1, 1);
      const [lighter, darker] = [luminance(pixel(0)), luminance(pixel(1))].sort((a, b) => b - a);
      return (lighter! + 0.05) / (darker! + 0.05);
    },
  };
}
