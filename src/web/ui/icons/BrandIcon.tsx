/** Brand marks, drawn from a few simple shapes to stay small. */
const BRANDS = {
  whatsapp: (
    <>
      <path
        d="M4.5 19.5l1.2-3.8A8 8 0 1 1 8.6 18.6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M9 8.5c.3-.6.8-.6 1.1 0l.6 1.4c.1.3 0 .6-.3.9l-.4.4a6 6 0 0 0 2.8 2.8l.4-.4c.3-.3.6-.4.9-.3l1.4.6c.6.3.6.8 0 1.1-1 .7-2.3.8-3.9-.2a9 9 0 0 1-2.7-2.7c-1-1.6-.9-2.9-.2-3.9z" />
    </>
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="17.2" cy="6.8" r="1.2" />
    </>
  ),
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5H17V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.5-4 4.1v2.1H8v3h2.6V21z" />
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9v6l5.2-3z" fill="#fff" />
    </>
  ),
} as const;

export type BrandName = keyof typeof BRANDS;

export function BrandIcon({ name, size = 20 }: { name: BrandName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {BRANDS[name]}
    </svg>
  );
}
