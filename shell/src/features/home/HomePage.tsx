import { RemoteComponent, TimedLoadingScreen } from '@starfamily/shared';
import { CallToAction } from './CallToAction';
import { HOME_SECTIONS } from './homeSections';

export { HOME_SECTIONS };

export function HomePage() {
  return (
    <TimedLoadingScreen>
      {HOME_SECTIONS.map(({ module, label }) => (
        <RemoteComponent key={module} module={module} label={label} />
      ))}
      <CallToAction />
    </TimedLoadingScreen>
  );
}
