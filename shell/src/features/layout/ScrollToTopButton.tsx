import { Icon } from '@starfamily/shared';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The fixed round button at the bottom right. */
export function ScrollToTopButton() {
  return (
    <button
      type="button"
      className="sf-scroll-top"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <Icon name="arrowUp" size={22} />
    </button>
  );
}
