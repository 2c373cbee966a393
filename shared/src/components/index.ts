export { StorageImage } from './StorageImage';
export { QueryStatus } from './QueryStatus';
