export { StorageImage } from './StorageImage';
export { QueryStatus } from './QueryStatus';
export { Icon, type IconName } from './Icon';
export { LoadingScreen, TimedLoadingScreen, useLoaderDelay } from './LoadingScreen';
