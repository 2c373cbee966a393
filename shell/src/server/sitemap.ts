// Every URL of the site for sitemap.xml: the shell's home plus what each remote's table lists.
import { baseApi, makeStore, type SitemapEntry, SITE_PATHS } from '@starfamily/shared';
import type { RouteTables } from '../app/routeTables';
import { allAnswered, settleQueries } from './settle';
import { isAdminPath } from './adminProxy';

/** The entries, and whether they are all there (every remote's table known, every list answered): then it may be kept. */
export async function sitemapEntries(tables: RouteTables, waitMs: number): Promise<{ entries: SitemapEntry[]; complete: boolean }> {
  const store = makeStore();
  try {
    const tableList = Object.values(tables).filter((table) => table !== null);
    for (const table of tableList) table.sitemap?.prefetch(store.dispatch);
    await settleQueries(store, waitMs);
    const state = store.getState();
    // The admin is never listed, whatever a table says.
    const entries = [{ path: SITE_PATHS.home }, ...tableList.flatMap((table) => table.sitemap?.entries(state) ?? [])].filter(
      (entry) => !isAdminPath(entry.path.split('?')[0]!),
    );
    return { entries, complete: tableList.length === Object.keys(tables).length && allAnswered(state) };
  } finally {
    store.dispatch(baseApi.util.resetApiState());
  }
}
