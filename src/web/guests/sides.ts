/** Side labels: weddings (and engagements) have the bride's, the groom's or both; other events the host's own. */
export const WEDDING_SIDES = [
  { value: 'bride', label: "Bride's" },
  { value: 'groom', label: "Groom's" },
  { value: 'both', label: 'Both' },
] as const;

export const hasWeddingSides = (category: string) => /wedding|engagement/i.test(category);

export function sideLabel(side: string | null | undefined): string {
  if (!side) return '';
  return WEDDING_SIDES.find((known) => known.value === side)?.label ?? side;
}
