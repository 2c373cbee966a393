// The widget build's RemoteComponent (swapped in by createWidgetConfig): widgets carry no federation runtime, so
// another remote's part is that remote's own custom element, its widget.js loaded on demand, with the same fallback.
import { createElement, useEffect, useState, type ReactNode } from 'react';
import { useHeadingOptions } from '../components/Heading';
import { useWidgetSettings } from './widgetSettings';

const WIDGET_LOAD_TIMEOUT_MS = 15_000;
const requested = new Map<string, Promise<void>>();

/** Loads `<remote>/widget.js` once per page and resolves when it has defined `tag`. */
function loadWidgetScript(src: string, tag: string): Promise<void> {
  if (customElements.get(tag)) return Promise.resolve();
  let loading = requested.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onerror = () => reject(new Error(`Could not load ${src}`));
      const timer = window.setTimeout(() => reject(new Error(`${src} did not define <${tag}>`)), WIDGET_LOAD_TIMEOUT_MS);
      void customElements.whenDefined(tag).then(() => {
        window.clearTimeout(timer);
        resolve();
      });
      document.head.append(script);
    });
    // A failed load may be retried by a later render (e.g. after the visitor's connection comes back).
    loading.catch(() => requested.delete(src));
    requested.set(src, loading);
  }
  return loading;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A remote's part as a widget: `contact/ContactForm` is `<starfamily-contact-form>` (docs/embedding.md). */
const elementOf = (module: string) => `starfamily${kebab(module.split('/')[1] ?? '')}`;

interface WidgetRemoteComponentProps<P> {
  module: string;
  label: string;
  props?: P;
  loading?: ReactNode;
  fallback?: ReactNode;
}

export function RemoteComponent<P extends object = Record<string, never>>({
  module,
  label,
  props,
  fallback,
}: WidgetRemoteComponentProps<P>) {
  const { apiBaseUrl, siteUrl, remotes } = useWidgetSettings();
  const { offset } = useHeadingOptions();
  const tag = elementOf(module);
  const entry = remotes[module.split('/')[0] ?? ''];
  const src = entry ? new URL('widget.js', entry).href : undefined;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() => (customElements.get(tag) ? 'ready' : 'loading'));

  useEffect(() => {
    if (!src) return setState('failed');
    let live = true;
    loadWidgetScript(src, tag).then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [tag, src]);

  if (state === 'failed') {
    return (
      <div role="alert" className="sf-remote-fallback">
        <p>{label}: this section could not be loaded.</p>
        {fallback}
      </div>
    );
  }
  if (state === 'loading') return null;
  const attributes = Object.fromEntries(
    Object.entries(props ?? {})
      .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
      .map(([name, value]) => [kebab(name), String(value)]),
  );
  // The part's own headings follow this element's `heading-level`: its first heading is an h2 under our page's h1.
  const headingLevel = offset !== 0 ? { 'heading-level': String(Math.min(6, Math.max(1, 2 + offset))) } : {};
  return createElement(tag, { ...attributes, ...headingLevel, 'api-base': apiBaseUrl, ...(siteUrl ? { 'site-base': siteUrl } : {}) });
}
