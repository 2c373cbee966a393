import { useMemo } from 'react';
import { RemoteComponent, SITE_NAME, SITE_TAGLINE, TimedLoadingScreen } from '@starfamily/shared';
import { sectionToShow, type RouteTables } from '../../app/routeTables';
import { CallToAction } from './CallToAction';
import { HOME_SECTIONS } from './homeSections';

export { HOME_SECTIONS };

export function HomePage({ tables }: { tables: RouteTables }) {
  // Once per set of tables: a section's `load` must stay the same function, or its lazy component would start over.
  const sections = useMemo(() => HOME_SECTIONS.map((id) => ({ id, ...sectionToShow(tables, id) })), [tables]);
  return (
    <TimedLoadingScreen>
      {/* The page's one h1: the hero's slides are pictures with headlines of their own, repeated as the carousel turns. */}
      <h1 className="sf-visually-hidden">
        {SITE_NAME}: {SITE_TAGLINE}
      </h1>
      {sections.map(({ id, label, load }) => (
        <RemoteComponent key={id} module={id} load={load} label={label} />
      ))}
      <CallToAction />
    </TimedLoadingScreen>
  );
}
