// Small statistics for benchmark samples.
// Ours: the lower median (a real sample) and the nearest-rank percentile; simple-statistics' median averages the two
// middle samples.

/** The lower median: an actual sample, never an average of two. */
export const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Nearest-rank percentile (p in 0..100). */
export const percentile = (numbers, p) =>
  [...numbers].sort((a, b) => a - b)[Math.min(numbers.length - 1, Math.ceil((p / 100) * numbers.length) - 1)];
