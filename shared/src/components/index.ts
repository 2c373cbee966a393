export { StorageImage } from './StorageImage';
export { QueryStatus } from './QueryStatus';
export { Icon, type IconName } from './Icon';
export { LoadingScreen, TimedLoadingScreen, useLoaderDelay } from './LoadingScreen';
export { SafeHtml, sanitizeHtml } from './SafeHtml';
export { Pagination, usePageParam, pageCountOf, pageSlice } from './Pagination';
export { PageBanner } from './PageBanner';
export { ImageGallery } from './ImageGallery';
export { Carousel, type CarouselSettings } from './Carousel';
