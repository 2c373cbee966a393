import { Icon } from '@starfamily/shared';

/** The fixed round button at the bottom right. */
export function ScrollToTopButton() {
  const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className="sf-scroll-top"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
    >
      <Icon name="arrowUp" size={22} />
    </button>
  );
}
