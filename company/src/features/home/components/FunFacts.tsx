import '../../../components/common.css';
import './home.css';

/** The spec's static figures (§2 Home page). */
export const FUN_FACTS = [
  { value: '1,520', label: 'Tons of cleaned coffee exported in our first year' },
  { value: '551+', label: 'Hectares of farmland in Konta & Sheko' },
  { value: '50+', label: 'Permanent and seasonal employees' },
  { value: '16+', label: 'Years of industry experience' },
] as const;

export default function FunFacts() {
  return (
    <section className="sf-fun-facts" aria-labelledby="fun-facts-heading">
      <h2 id="fun-facts-heading" className="sf-visually-hidden">
        StarFamily in numbers
      </h2>
      <ul className="sf-fun-facts__list">
        {FUN_FACTS.map(({ value, label }) => (
          <li key={value} className="sf-fun-facts__item">
            <strong className="sf-fun-facts__value">{value}</strong>
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
