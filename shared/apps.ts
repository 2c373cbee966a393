// The apps manifest: the site's front-end apps, one entry each, in the order they are listed, built and started.
// Node (scripts, servers, webpack and the ESLint, Jest and size-limit configs) imports this file as it is (Node 24
// strips the types), TypeScript reads its literal types (AppName, RemoteName, SectionId...), and the one list a JSON
// file cannot import (the root package.json's wireit builds) is written from it by `npm run apps:json`.
// Adding a remote is an entry here plus its folder (README, "Add a remote"; docs/decisions/0088-one-apps-manifest.md).

/** host: the shell (Module Federation host and rendering server); remote: loaded by the host at run time, with a
 * standalone page and widget.js; admin: the operators' app, which meets the site only through URLs. */
export type AppKind = 'host' | 'remote' | 'admin';

interface Entry {
  /**
   * Its port above a base port: 3000 + offset under `npm start` (`<NAME>_PORT` overrides it), base + offset in the e2e,
   * size and benchmark stacks, and development builds in the e2e suite at base + 10 + offset. The other servers hold
   * 5 (demo partner page), 1000 (API), 1025 and 1080 (mail catcher): shared/server/settings.js.
   */
  offset: number;
  /** What docs/configuration.md calls it ("The port of <title>"). */
  title: string;
}

type AppEntry =
  | (Entry & { kind: 'host' | 'admin' })
  | (Entry & {
      kind: 'remote';
      /** Gzip budgets of its single files, held by `npm run size` (size-limit, .size-limit.js; docs/performance.md). */
      budgets: { widget: string; remoteEntry: string };
    });

export const APPS = {
  shell: { kind: 'host', offset: 0, title: 'the rendering server (the site)' },
  catalogue: { kind: 'remote', offset: 1, title: 'the catalogue remote', budgets: { widget: '117 KiB', remoteEntry: '12 KiB' } },
  company: { kind: 'remote', offset: 2, title: 'the company remote', budgets: { widget: '133 KiB', remoteEntry: '12 KiB' } },
  contact: { kind: 'remote', offset: 3, title: 'the contact remote', budgets: { widget: '120 KiB', remoteEntry: '12 KiB' } },
  admin: { kind: 'admin', offset: 4, title: "the operators' admin" },
} as const satisfies Record<string, AppEntry>;

type Apps = typeof APPS;
/** Every app's name, which is also its folder, its workspace (`@starfamily/<name>`) and its federation name. */
export type AppName = keyof Apps;
type NamesOf<Kind extends AppKind> = { [Name in AppName]: Apps[Name]['kind'] extends Kind ? Name : never }[AppName];
export type RemoteName = NamesOf<'remote'>;
/** The public site's apps: the host and the remotes (each also has a development build, for the e2e suite). */
export type SiteAppName = NamesOf<'host' | 'remote'>;

const namesOf = <Name extends AppName>(...kinds: AppKind[]) =>
  Object.freeze((Object.keys(APPS) as AppName[]).filter((name) => kinds.includes(APPS[name].kind)) as Name[]);

export const APP_NAMES = namesOf<AppName>('host', 'remote', 'admin');
export const REMOTE_NAMES = namesOf<RemoteName>('remote');
export const SITE_APP_NAMES = namesOf<SiteAppName>('host', 'remote');
