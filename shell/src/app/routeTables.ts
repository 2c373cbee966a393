// Each remote declares its own pages (`<remote>/routes`); the shell reads those tables at run time, on the server
// and in the browser, and builds its router from them.
import { loadRemoteModule, type RemoteRouteTable, type SectionId, type SectionModule, type SiteSection } from '@starfamily/shared';

/** Remote name -> its route table, or null when the remote could not be reached. */
export type RouteTables = Record<string, RemoteRouteTable | null>;

export async function loadRouteTable(remote: string): Promise<RemoteRouteTable> {
  const loaded = await loadRemoteModule<{ default: RemoteRouteTable }>(`${remote}/routes`);
  if (!Array.isArray(loaded.default?.routes)) throw new Error(`${remote}/routes has no route table`);
  return loaded.default;
}

/**
 * Every remote's table at once; one remote down leaves only its own pages unknown. With `lastKnown` (the rendering
 * server, which asks on every render) a remote that is down keeps the pages it last answered with, quietly, and the
 * browser renders them; the browser asks once and says why a remote's pages are unknown.
 */
export async function loadRouteTables(remotes: string[], lastKnown?: Map<string, RemoteRouteTable>): Promise<RouteTables> {
  const settled = await Promise.allSettled(remotes.map(loadRouteTable));
  return Object.fromEntries(
    remotes.map((remote, index) => {
      const result = settled[index]!;
      if (result.status === 'fulfilled') lastKnown?.set(remote, result.value);
      else if (!lastKnown) console.warn(`[routes] ${remote}: ${String(result.reason?.message ?? result.reason)}`);
      return [remote, result.status === 'fulfilled' ? result.value : (lastKnown?.get(remote) ?? null)];
    }),
  );
}

/** True when some remote's pages are unknown: an unmatched path may be one of them, not a missing page. */
export const someTableMissing = (tables: RouteTables) => Object.values(tables).some((table) => table === null);

const partsOf = (id: SectionId) => id.split('/') as [string, string];

/** A section as its remote's table declares it; undefined while that table is unknown (or it declares no such section). */
export function declaredSection(tables: RouteTables, id: SectionId): SiteSection | undefined {
  const [remote, name] = partsOf(id);
  return tables[remote]?.sections?.[name];
}

/**
 * What the home page needs to show a section: its label and code. A remote whose table could not be read gives its
 * name as the label, and its code is looked up in its table when the section loads (a retry once the remote is back).
 */
export function sectionToShow(tables: RouteTables, id: SectionId): { label: string; load: () => Promise<SectionModule> } {
  const declared = declaredSection(tables, id);
  if (declared) return declared;
  const [remote, name] = partsOf(id);
  return {
    label: name,
    load: async () => {
      const section = (await loadRouteTable(remote)).sections?.[name];
      if (!section) throw new Error(`${remote}/routes declares no section ${name}`);
      return section.load();
    },
  };
}
