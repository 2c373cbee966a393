// The HTML document around a rendered page: the shell's built index.html (its scripts and stylesheet), with the
// page's head tags, every remote's stylesheet, the scripts it will run, the icons, the rendered markup and the state
// for hydration.
import { ICON_LINKS_HTML, renderHeadTags, type PageHead } from '@starfamily/shared';
import type { Stylesheet } from './buildAssets';
import { ENTRY_SCRIPT } from './entryScript';

// html-webpack-plugin minifies the template (quotes around attribute values may be gone).
const ROOT = /<div id="?root"?><\/div>/;

export interface DocumentParts {
  head: PageHead;
  siteUrl: string;
  /** The shell's stylesheet, then the remotes' (absolute URLs): the order the browser met them before rendering moved here. */
  stylesheets: Stylesheet[];
  /** Other origins the page will fetch from (the remotes' scripts, the API's pictures): connected to at once. */
  preconnect?: string[];
  /** Scripts the page will run (absolute or site-relative URLs), named for the browser to fetch early. */
  scripts: string[];
  body: string;
  payloadScript: string | null;
  /**
   * Whether the page's Content-Security-Policy allows its inline scripts (by hash, see inlineScriptHashes): then the
   * app's scripts are started by an inline starter after the first paint; otherwise they stay deferred scripts.
   */
  inlineScripts?: boolean;
  /** Markup above the app, outside its root (hydration never sees it): the preview's bar. */
  banner?: string;
}

/** The template's scripts (html-webpack-plugin: `<script defer src=/main.1234.js></script>`). */
const DEFER_SCRIPT = /<script defer(?:="")? src="?([^">\s]+)"?><\/script>/g;

/**
 * Starts the app's scripts once the page has been painted: a deferred script that has arrived runs before the first
 * paint, and the shell's startup (federation runtime, sharing, every module) then stood between the visitor and the
 * server's HTML (docs/decisions/0018-first-paint-without-other-origins.md). rAF runs just before the first frame, the timeout
 * just after it; a page opened in a background tab paints nothing, so it starts at once.
 */
const startAfterFirstPaint = (sources: string[]) =>
  `(function(){var s=${JSON.stringify(sources).replace(/</g, '\\u003c')},d=document,r=0;function go(){if(r)return;r=1;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=false;d.head.appendChild(e)})}` +
  `if(d.visibilityState==="hidden")go();else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,3000)}})()`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function createDocument(template: string) {
  if (!ROOT.test(template)) throw new Error(`the shell's index.html has no <div id="root"></div>`);
  // The template's own title and description are replaced by the page's.
  const bare = template.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="?description"?[^>]*>/, '');
  const [templateHead, afterRoot] = bare.split(ROOT) as [string, string];
  const appScripts = [...templateHead.matchAll(DEFER_SCRIPT)].map((match) => match[1]!);
  const withoutScripts = templateHead.replace(DEFER_SCRIPT, '');

  return ({
    head,
    siteUrl,
    stylesheets,
    preconnect = [],
    scripts,
    body,
    payloadScript,
    inlineScripts = false,
    banner = '',
  }: DocumentParts): string => {
    // Only a page whose policy allows its inline scripts runs the starter; otherwise the template's deferred scripts stay.
    const beforeRoot = inlineScripts ? withoutScripts : templateHead;
    const insertAt = beforeRoot.indexOf('</head>');
    const appPreloads = inlineScripts
      ? appScripts.map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(href)}">`).join('')
      : '';
    const starter = inlineScripts && appScripts.length > 0 ? `<script>${startAfterFirstPaint(appScripts)}</script>` : '';
    // Classic scripts and pictures load without CORS: the hint opens that kind of connection (no crossorigin).
    const hints = preconnect.map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}">`).join('');
    // Rules in the page: the first paint waits for no stylesheet from another origin, and the same rules apply before
    // and after hydration (the loaders of the apps' scripts find each by data-href and do not add it again).
    const links = stylesheets
      .map(({ href, text }) =>
        text === undefined
          ? `<link rel="stylesheet" href="${escapeAttribute(href)}">`
          : `<style data-href="${escapeAttribute(href)}">${text}</style>`,
      )
      .join('');
    // Classic scripts (webpack's chunks and containers are not ES modules): preload, without crossorigin, as they load;
    // after the markup and at low priority, so the pictures in the page come first.
    const preloads = scripts.map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(href)}">`).join('');
    // First in the head, so taps are captured and the loader's clock is set before anything is painted.
    const entry = inlineScripts ? `<script>${ENTRY_SCRIPT}</script>` : '';
    return [
      beforeRoot.slice(0, insertAt),
      entry,
      hints,
      renderHeadTags(head, siteUrl),
      ICON_LINKS_HTML,
      links,
      appPreloads,
      beforeRoot.slice(insertAt),
      banner,
      `<div id="root">${body}</div>`,
      payloadScript && inlineScripts ? `<script>${payloadScript}</script>` : '',
      starter,
      preloads,
      afterRoot,
    ].join('');
  };
}
