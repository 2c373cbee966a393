// A page of the site, declared once by the remote that owns it. The shell's router, the rendering server (data and
// head), the remote's standalone page, sitemap.xml and the widgets all read this declaration.
import { generatePath } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { PageHead, PreloadImage } from '../seo/pageHead';
import type { SitemapUrl } from '../seo/sitemap';
import type { AppDispatch, RootState } from '../store/makeStore';
import type { RemoteName } from '../../apps';

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface RouteContext {
  params: RouteParams;
  search: URLSearchParams;
}

export interface PrefetchContext extends RouteContext {
  dispatch: AppDispatch;
}

export interface HeadContext extends RouteContext {
  /** The store after this route's prefetch (RTK Query's cache holds its data, errors and 404s). */
  state: RootState;
  /** The path and query the visitor asked for. */
  location: string;
  siteUrl: string;
  apiBaseUrl: string;
}

export type PageModule = { default: ComponentType };

export interface SiteRoute {
  /** The URL pattern, e.g. `/product-single/:id`. */
  path: string;
  /** What a visitor calls the page ("Products"): loading and error messages, breadcrumbs. */
  label: string;
  /** The page component, in a chunk of its own. Absent on a redirect. */
  load?: () => Promise<PageModule>;
  /** A permanent move to another page of the site; `keepSearch` carries the query along (category filters). */
  redirect?: { to: string; keepSearch?: boolean };
  /**
   * Whether the page exists for the data in the store (the project pages only while projects exist): false shows the
   * site's not-found page with HTTP 404, undefined means the data has not arrived yet.
   */
  exists?: (state: RootState) => boolean | undefined;
  /**
   * Starts this page's queries (`endpoint.initiate(arg, { subscribe: false })`): the server waits for them before it
   * renders; in the browser they start as the page's code loads.
   */
  prefetch?: (context: PrefetchContext) => void;
  /** Title, description, image, JSON-LD and HTTP status once the data is in the store. */
  head?: (context: HeadContext) => PageHead;
}

/** A section's component; it takes no props on the home page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- sections are rendered without props; any keeps `ComponentType<Props>` assignable
export type SectionModule = { default: ComponentType<any> };

/**
 * A home-page section, declared once by the remote that owns it (`sections` of its route table, keyed by name): the
 * shell's home page, the rendering server (data, preloads) and the remote's standalone page read this declaration.
 */
export interface SiteSection {
  /** What a visitor calls it ("Our partners"): its loading and error messages. */
  label: string;
  /**
   * Its component in a chunk of its own, named `section-<Name>` (`import(/* webpackChunkName: "section-HeroSlider" *\/ …)`):
   * the rendering server preloads a section's chunks by that name (ssr-assets.json).
   */
  load: () => Promise<SectionModule>;
  prefetch?: (context: PrefetchContext) => void;
  /**
   * When the section opens the page (the home page's hero): the preload of its first picture, the page's LCP
   * (`headPictures(context).preload` with the sizes the section's StorageImage has).
   */
  preloadImage?: (context: HeadContext) => PreloadImage | undefined;
}

/** A remote's section, `remote/Name` (e.g. `company/HeroSlider`): the shell's home page lists these in its order. */
export type SectionId = `${RemoteName}/${string}`;

export type { SitemapUrl as SitemapEntry } from '../seo/sitemap';

/** What a remote's `./routes` module exports (its default export). */
export interface RemoteRouteTable {
  routes: SiteRoute[];
  /** Its home-page sections in its preferred order, keyed by name: `HeroSlider` is `company/HeroSlider`. */
  sections?: Record<string, SiteSection>;
  /** Every URL of this remote for sitemap.xml: starts the queries it needs, then reads them from the state. */
  sitemap?: {
    prefetch: (dispatch: AppDispatch) => void;
    entries: (state: RootState) => SitemapUrl[];
  };
}

/** A route's URL for the given parameters, e.g. `hrefOf(productRoute, { id: 3 })` -> `/product-single/3`. */
export function hrefOf(route: Pick<SiteRoute, 'path'>, params: Record<string, string | number> = {}): string {
  return generatePath(route.path, Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])));
}

/** The `:id` parameter as a positive safe integer, or undefined (then nothing can match). */
export function positiveId(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

/** For prefetches: the data stays cached for the page's components to pick up; nothing holds it longer than they do. */
export const NO_SUBSCRIPTION = { subscribe: false } as const;
