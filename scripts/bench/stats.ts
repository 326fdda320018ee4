/** The value below which `share` (0..1) of the samples fall (nearest rank); NaN without samples. */
export function percentile(samples: number[], share: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank]!;
}

/** Counts of each value as `value×count`, most frequent first ("200×412 429×3"), the `top` most frequent. */
export function tally(values: (string | number)[], top = 5): string {
  const byValue = new Map<string, number>();
  for (const value of values) byValue.set(String(value), (byValue.get(String(value)) ?? 0) + 1);
  const counts = [...byValue.entries()].sort((a, b) => b[1] - a[1]);
  const shown = counts
    .slice(0, top)
    .map(([value, count]) => `${value}×${count}`)
    .join(' ');
  return counts.length > top ? `${shown} (+${counts.length - top} more kinds)` : shown;
}
