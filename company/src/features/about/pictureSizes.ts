// `sizes` of the about section's pictures, from their CSS and carousel settings (content width: at most 1200 px with 20 px
// padding each side; carousel slides have 12 px padding each side). Read by the components and, for a route's LCP
// picture, by its head's preload (routes.ts). A file per feature: each home section's chunk carries only its own.

/** The about picture (about.css): one of two columns with a 40 px gap from 768 px up, the section's width below. */
export const ABOUT_PICTURE_SIZES = '(max-width: 767px) calc(100vw - 40px), (max-width: 1199px) calc(50vw - 40px), 560px';
