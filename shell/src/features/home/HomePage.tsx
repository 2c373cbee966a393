import { RemoteComponent, SITE_NAME, SITE_TAGLINE, TimedLoadingScreen } from '@starfamily/shared';
import { CallToAction } from './CallToAction';
import { HOME_SECTIONS } from './homeSections';

export { HOME_SECTIONS };

export function HomePage() {
  return (
    <TimedLoadingScreen>
      {/* The page's one h1: the hero's slides are pictures with headlines of their own, repeated as the carousel turns. */}
      <h1 className="sf-visually-hidden">
        {SITE_NAME}: {SITE_TAGLINE}
      </h1>
      {HOME_SECTIONS.map(({ module, label }) => (
        <RemoteComponent key={module} module={module} label={label} />
      ))}
      <CallToAction />
    </TimedLoadingScreen>
  );
}
