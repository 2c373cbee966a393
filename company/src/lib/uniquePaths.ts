/** Image paths without blanks and repeats, first occurrence first (e.g. a banner that is also in the gallery). */
export const uniquePaths = (paths: readonly (string | null | undefined)[]): string[] => [
  ...new Set(paths.filter((path): path is string => Boolean(path))),
];
