import { SafeHtml, useGetBusinessSetupQuery } from '@starfamily/shared';
import './about.css';

/** Mission (mission and motto) and Vision (core values and vision), from the company settings. */
export function MissionVision() {
  const { data: setup } = useGetBusinessSetupQuery();
  if (!setup) return null;
  return (
    <section className="sf-section sf-mission-vision" aria-label="Mission and vision">
      <article className="sf-card sf-card__body" aria-labelledby="mission-heading">
        <h2 id="mission-heading">Our Mission</h2>
        <SafeHtml html={setup.mission} />
        <h3>Our Motto</h3>
        <SafeHtml html={setup.motto} />
      </article>
      <article className="sf-card sf-card__body" aria-labelledby="vision-heading">
        <h2 id="vision-heading">Our Vision</h2>
        <SafeHtml html={setup.vision} />
        <h3>Core Values</h3>
        <SafeHtml html={setup.coreValue} />
      </article>
    </section>
  );
}
