// Which apps each end-to-end spec file checks: `npm test -w <app> -- --e2e` runs the specs its app owns
// (scripts/test-app.mjs, docs/testing.md). One entry per file under e2e/; e2e-owners.test.ts fails on a spec without
// one, so a new spec is never left out of its app's run. An owner is an app's folder or a group (OWNER_GROUPS).

/** `site`: the shell and every remote, for the walks over every page; `remotes`: every remote, for their widgets. */
export const OWNER_GROUPS = ['site', 'remotes'] as const;
export type OwnerGroup = (typeof OWNER_GROUPS)[number];

export const E2E_OWNERS: Readonly<Record<string, readonly string[]>> = {
  'browser/a11y.spec.ts': ['site'],
  'browser/admin-content.spec.ts': ['admin', 'api'],
  'browser/admin.spec.ts': ['admin', 'api'],
  'browser/carousel-controls.spec.ts': ['site'],
  'browser/catalogue.spec.ts': ['catalogue'],
  'browser/catalogue-content.spec.ts': ['catalogue', 'api'],
  'browser/company.spec.ts': ['company'],
  'browser/contact.spec.ts': ['contact', 'api'],
  'browser/content-publishing.spec.ts': ['admin', 'api'],
  'browser/csp.spec.ts': ['site'],
  'browser/early-taps.spec.ts': ['shell', 'catalogue', 'contact'],
  'browser/federation.spec.ts': ['site'],
  'browser/hydration-dev.spec.ts': ['site'],
  'browser/hydration.spec.ts': ['site'],
  'browser/keyboard.spec.ts': ['site'],
  'browser/no-script.spec.ts': ['shell', 'company'],
  'browser/offscreen.spec.ts': ['site'],
  'browser/pages.spec.ts': ['site', 'api'],
  'browser/photos.spec.ts': ['site', 'api'],
  'browser/preload.spec.ts': ['shell'],
  'browser/preview.spec.ts': ['shell', 'admin', 'api'],
  'browser/quote.spec.ts': ['catalogue', 'api'],
  'browser/remote-down.spec.ts': ['shell'],
  'browser/runtime-config.spec.ts': ['site', 'api'],
  'browser/section-errors.spec.ts': ['shell', 'company'],
  'browser/shell.spec.ts': ['shell'],
  'browser/ssr-remotes.spec.ts': ['shell'],
  'browser/widget-fit.spec.ts': ['remotes'],
  'browser/widgets.spec.ts': ['remotes'],
  'server/content-import-live.spec.ts': ['shell', 'api'],
  'server/page-cache.spec.ts': ['shell', 'api'],
  'server/ssr.spec.ts': ['site'],
  // The suite's own machinery (a broken stack put back): run with the shell's, which serves the composed site.
  'server/stack-guard.spec.ts': ['shell'],
  'server/start-smoke.spec.ts': ['shell', 'api'],
  'server/static-server.spec.ts': ['site', 'admin'],
  'server/valid-html.spec.ts': ['site'],
};

/** The spec files (relative to tests/, for Playwright's file filter) that `app` owns, given the apps in each group. */
export function specsOwnedBy(app: string, groups: Readonly<Record<OwnerGroup, readonly string[]>>): string[] {
  const owns = (owner: string) =>
    owner === app || (OWNER_GROUPS.includes(owner as OwnerGroup) && groups[owner as OwnerGroup].includes(app));
  return Object.entries(E2E_OWNERS)
    .filter(([, owners]) => owners.some(owns))
    .map(([file]) => `e2e/${file}`);
}
