import { createContext, useContext } from 'react';

export interface WidgetSettings {
  /** Content API origin this widget reads from (its `api-base`, else the remote's config.json). */
  apiBaseUrl: string;
  /** Main site origin for links out (its `site-base`, else the config's `siteUrl`). */
  siteUrl: string | undefined;
  /** URL of each remote's remoteEntry.js, from the config: a remote's widget.js sits beside it. */
  remotes: Record<string, string>;
}

export const WidgetSettingsContext = createContext<WidgetSettings | null>(null);

/** The settings inside a StarFamily widget; null on the site itself (a component that behaves differently there). */
export const useOptionalWidgetSettings = (): WidgetSettings | null => useContext(WidgetSettingsContext);

export function useWidgetSettings(): WidgetSettings {
  const settings = useContext(WidgetSettingsContext);
  if (!settings) throw new Error('useWidgetSettings() outside a StarFamily widget');
  return settings;
}
