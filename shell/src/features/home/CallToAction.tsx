import { Link } from 'react-router-dom';
import { sitePath } from '@starfamily/shared';

export function CallToAction() {
  return (
    <section className="sf-cta" aria-labelledby="cta-heading">
      <h2 id="cta-heading">Looking for a reliable partner for Ethiopian exports?</h2>
      <Link className="sf-button sf-button--light" to={sitePath('contact')}>
        Contact us
      </Link>
    </section>
  );
}
