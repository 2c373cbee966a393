import { loadRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig';

/**
 * The config of the remote that served this widget: `config.json` beside its widget.js, the same file its own pages
 * read, so the widget reads from the API that remote is configured for.
 */
export async function loadWidgetConfig(script: HTMLOrSVGScriptElement | null): Promise<RuntimeConfig> {
  const src = script instanceof HTMLScriptElement && script.src ? script.src : undefined;
  if (!src) throw new Error('widget.js must be loaded by a <script src="..."> tag');
  const config = await loadRuntimeConfig(new URL('config.json', src).href);
  // Widgets show what is loading as it loads: the site's timed full-page loader has no place on a partner's page.
  const widgetConfig = { ...config, loaderMs: 0 };
  setRuntimeConfig(widgetConfig);
  return widgetConfig;
}

/** An http(s) origin (and path) from an attribute, without trailing slashes; a bad value is reported and ignored. */
export function parseBaseUrl(element: HTMLElement, attribute: string): string | undefined {
  const raw = element.getAttribute(attribute)?.trim();
  if (!raw) return undefined;
  try {
    const url = new URL(raw, document.baseURI);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  console.warn(`<${element.localName}>: ${attribute}="${raw}" is not an http(s) URL; using the default.`);
  return undefined;
}
