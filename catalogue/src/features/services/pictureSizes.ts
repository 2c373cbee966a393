// `sizes` of the services' icons, from their CSS (cards in `.sf-grid` use the shared GRID_CARD_SIZES). A file per
// feature: a home section's chunk carries only its own.

/** A service's icon in its 64 px circle with 8 px padding (services.css). */
export const SERVICE_ICON_SIZES = '48px';
