/** Side labels: weddings (and engagements) have the bride's, the groom's or both; other events the host's own. */
export const WEDDING_SIDES = [
  { value: 'bride', label: "Bride's" },
  { value: 'groom', label: "Groom's" },
  { value: 'both', label: 'Both' },
] as const;

export const hasWeddingSides = (category: string) => /wedding|engagement/i.test(category);

export function sideLabel(side: string | null | undefined): string {
  if (!side) return '';
  const known = weddingSideOf(side);
  return WEDDING_SIDES.find((option) => option.value === known)?.label ?? side;
}

/** A side as a wedding's picker holds it: "Bride", "bride's side" or "Ladkiwale" typed in a sheet become `bride`. */
export function weddingSideOf(side: string): string {
  const word = side.trim().toLowerCase();
  if (/^(bride|ladki|dulhan)/.test(word)) return 'bride';
  if (/^(groom|ladka|dulha)/.test(word)) return 'groom';
  if (/^both/.test(word)) return 'both';
  return side;
}
