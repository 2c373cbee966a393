// `sizes` of the projects carousel's cards, from their CSS (cards in `.sf-grid` use the shared GRID_CARD_SIZES). A file per
// feature: a home section's chunk carries only its own.

/**
 * A project card in the home carousel (projects.css, projectsCarouselSettings): the slider has 28 px margins, each
 * slide 12 px padding each side; 4 slides above 1400 px, 3 above 1024, 2 above 575, then 1.
 */
export const PROJECT_CAROUSEL_CARD_SIZES =
  '(max-width: 575px) calc(100vw - 120px), (max-width: 1024px) calc(50vw - 72px), (max-width: 1199px) calc((100vw - 96px) / 3 - 24px), (max-width: 1400px) 344px, 252px';
