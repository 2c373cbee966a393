import { Icon } from '@starfamily/shared';
import './about.css';

/** The spec's four skills and their percentages; every bar is drawn full, with a check mark. */
export const SKILLS = [
  { name: 'Export and Supply Chain Management', percent: 100 },
  { name: 'Agribusiness and Value Addition', percent: 99 },
  { name: 'Organizational Leadership and Management', percent: 98.5 },
  { name: 'Innovation and Continuous Improvement', percent: 98 },
] as const;

export function SkillsBlock() {
  return (
    <section className="sf-section sf-skills" aria-labelledby="skills-heading">
      <p className="sf-eyebrow">Our Skills</p>
      <h2 id="skills-heading">What We Do Best</h2>
      <ul className="sf-skills__list">
        {SKILLS.map(({ name, percent }) => (
          <li key={name} className="sf-skills__item">
            <div className="sf-skills__label">
              <span>{name}</span>
              <span className="sf-skills__percent">{percent}%</span>
            </div>
            <div className="sf-skills__bar" aria-hidden="true">
              <span className="sf-skills__check">
                <Icon name="check" size={14} />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
