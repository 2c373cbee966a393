export const DEFAULT_LOADER_MS: number;
