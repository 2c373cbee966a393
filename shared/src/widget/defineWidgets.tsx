import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { baseApi } from '../api/baseApi';
import { ApiBaseUrlContext } from '../config/apiBaseUrl';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { makeStore, type AppStore } from '../store/makeStore';
import { HostWidth } from './HostWidth';
import { adoptWidgetStyles } from './styleRegistry';
import { checkLayout, headingOptionsOf } from './widgetAttributes';
import { loadWidgetConfig, parseBaseUrl } from './widgetConfig';
import { WidgetRouter, type WidgetRoute } from './WidgetRouter';
import { WidgetSettingsContext, type WidgetSettings } from './widgetSettings';
import './widget.css';

/** What a widget definition sees of its element. */
export interface WidgetHost {
  element: HTMLElement;
  /** An attribute's value, or null when absent. */
  attr(name: string): string | null;
}

export interface WidgetDefinition {
  /** The custom element's name, e.g. `starfamily-products`. */
  tag: `starfamily-${string}`;
  /** This element's own attributes (`api-base` and `site-base` are common to all); a change re-renders. */
  attributes?: readonly string[];
  /** The first view for these attributes, a path of the main site such as `/product?category_id=2`. */
  start(host: WidgetHost): string;
  /** The views the widget shows itself; links anywhere else lead to the main site. */
  routes(host: WidgetHost): WidgetRoute[];
  /** Show "View on the StarFamily website" under each view (default true). */
  siteLink?: boolean;
  /** The level of the element's first heading on our site (default 1, a page's title): what `heading-level` moves. */
  topHeadingLevel?: number;
}

/** Attributes every element has (docs/embedding.md); `layout` only styles, the others re-render. */
const COMMON_ATTRIBUTES = ['api-base', 'site-base', 'banner', 'heading-level', 'layout'] as const;

/** Each element's own store, kept while its api-base stays the same. */
interface Mounted {
  root: Root;
  container: HTMLDivElement;
  store: AppStore;
  apiBaseUrl: string;
}

function settingsFor(element: HTMLElement, config: RuntimeConfig): WidgetSettings {
  return {
    apiBaseUrl: parseBaseUrl(element, 'api-base') ?? config.apiBaseUrl,
    siteUrl: parseBaseUrl(element, 'site-base') ?? config.siteUrl,
    remotes: config.remotes,
  };
}

function disposeStore(store: AppStore) {
  // Clears RTK Query's cache timers, so a removed widget leaves nothing running.
  store.dispatch(baseApi.util.resetApiState());
}

function createElementClass(definition: WidgetDefinition, config: Promise<RuntimeConfig>) {
  return class StarFamilyWidget extends HTMLElement {
    static observedAttributes = [...COMMON_ATTRIBUTES, ...(definition.attributes ?? [])];

    #mounted: Mounted | null = null;
    /** Bumped by every connect and disconnect, so a render that awaited the config knows if it is still wanted. */
    #generation = 0;

    connectedCallback() {
      this.#generation += 1;
      void this.#render(this.#generation);
    }

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null) {
      if (this.#mounted && oldValue !== newValue) void this.#render(this.#generation);
    }

    disconnectedCallback() {
      this.#generation += 1;
      const mounted = this.#mounted;
      this.#mounted = null;
      if (!mounted) return;
      mounted.root.unmount();
      mounted.container.remove();
      disposeStore(mounted.store);
    }

    async #render(generation: number) {
      const shadow = this.shadowRoot ?? this.#attachShadow();
      let loaded: RuntimeConfig;
      try {
        loaded = await config;
      } catch (error) {
        if (generation === this.#generation) this.#showError(shadow, error);
        return;
      }
      if (generation !== this.#generation || !this.isConnected) return;

      const settings = settingsFor(this, loaded);
      let mounted = this.#mounted;
      if (mounted && mounted.apiBaseUrl !== settings.apiBaseUrl) {
        disposeStore(mounted.store);
        mounted.store = makeStore({ apiBaseUrl: settings.apiBaseUrl });
        mounted.apiBaseUrl = settings.apiBaseUrl;
      }
      if (!mounted) {
        shadow.querySelector('.sf-widget__error')?.remove();
        const container = document.createElement('div');
        shadow.append(container);
        const store = makeStore({ apiBaseUrl: settings.apiBaseUrl });
        mounted = { root: createRoot(container), container, store, apiBaseUrl: settings.apiBaseUrl };
        this.#mounted = mounted;
      }

      const host: WidgetHost = { element: this, attr: (name) => this.getAttribute(name) };
      checkLayout(this);
      // Any attribute change starts the widget afresh at its first view for the new attributes.
      const viewKey = JSON.stringify(StarFamilyWidget.observedAttributes.map((name) => this.getAttribute(name)));
      mounted.root.render(
        <StrictMode>
          <WidgetSettingsContext.Provider value={settings}>
            <ApiBaseUrlContext.Provider value={settings.apiBaseUrl}>
              <Provider store={mounted.store}>
                <HostWidth host={this}>
                  <div className="sf-widget" part="widget">
                    <WidgetRouter
                      key={viewKey}
                      host={this}
                      initialEntry={definition.start(host)}
                      routes={definition.routes(host)}
                      siteUrl={settings.siteUrl}
                      siteLink={definition.siteLink ?? true}
                      headingOptions={headingOptionsOf(this, definition.topHeadingLevel ?? 1)}
                    />
                  </div>
                </HostWidth>
              </Provider>
            </ApiBaseUrlContext.Provider>
          </WidgetSettingsContext.Provider>
        </StrictMode>,
      );
    }

    #attachShadow(): ShadowRoot {
      const shadow = this.attachShadow({ mode: 'open' });
      adoptWidgetStyles(shadow);
      return shadow;
    }

    #showError(shadow: ShadowRoot, error: unknown) {
      console.error(`<${definition.tag}>:`, error);
      if (shadow.querySelector('.sf-widget__error')) return;
      const message = document.createElement('p');
      message.className = 'sf-widget__error';
      message.setAttribute('role', 'alert');
      message.textContent = 'This StarFamily content could not be loaded. Please try again later.';
      shadow.append(message);
    }
  };
}

/**
 * Defines a remote's custom elements. Call once, at the top level of the remote's widget entry: the config is read
 * from `config.json` beside `script`, the script running now. A page that loads the script twice defines nothing twice.
 */
export function defineWidgets(definitions: WidgetDefinition[], script: HTMLOrSVGScriptElement | null = document.currentScript): void {
  const config = loadWidgetConfig(script);
  config.catch(() => undefined); // reported by each element that needs it
  for (const definition of definitions) {
    if (!customElements.get(definition.tag)) customElements.define(definition.tag, createElementClass(definition, config));
  }
}
