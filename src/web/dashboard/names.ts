/** The spec's display rule: each word capitalised, the rest lower-case. */
export function displayName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** The avatar's letters: the first letters of the stored e-mail's name part, upper case ("priya.sharma@..." -> "PS"). */
export function avatarInitials(email: string): string {
  const local = email.split('@')[0] ?? '';
  const parts = local.split(/[._+-]+/).filter((part) => /[a-z0-9]/i.test(part));
  const letters = parts.length >= 2 ? parts[0][0] + parts[1][0] : local.replace(/[^a-z0-9]/gi, '').slice(0, 2);
  return letters.toUpperCase() || 'U';
}

export function formatPurchaseDate(iso: string | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}
