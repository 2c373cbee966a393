import { PageBanner } from '@starfamily/shared';
import FunFacts from '../../home/components/FunFacts';
import PartnersCarousel from '../../home/components/PartnersCarousel';
import Testimonials from '../../home/components/Testimonials';
import TeamSection from '../../team/components/TeamSection';
import AboutSection from './AboutSection';
import { MissionVision } from './MissionVision';
import { SkillsBlock } from './SkillsBlock';

/** /about: the shell shows the 3 s loading screen; this page reuses the home sections it shares. */
export default function AboutPage() {
  return (
    <div className="sf-about-page">
      <PageBanner title="About Us" crumb="About" />
      <AboutSection priority />
      <MissionVision />
      <SkillsBlock />
      <FunFacts />
      <TeamSection />
      <Testimonials />
      <PartnersCarousel />
    </div>
  );
}
