// Every URL of the site for sitemap.xml: the shell's home plus what each remote's table lists.
import { baseApi, makeStore, type SitemapEntry, SITE_PATHS } from '@starfamily/shared';
import type { RouteTables } from '../app/routeTables';
import { settleQueries } from './settle';

export async function sitemapEntries(tables: RouteTables, waitMs: number): Promise<SitemapEntry[]> {
  const store = makeStore();
  try {
    const tableList = Object.values(tables).filter((table) => table !== null);
    for (const table of tableList) table.sitemap?.prefetch(store.dispatch);
    await settleQueries(store, waitMs);
    const state = store.getState();
    return [{ path: SITE_PATHS.home }, ...tableList.flatMap((table) => table.sitemap?.entries(state) ?? [])];
  } finally {
    store.dispatch(baseApi.util.resetApiState());
  }
}
