/** Line icons for the admin area's navigation (24 px grid, currentColor). */
const paths = {
  overview: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  templates: 'M4 5a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zM4 9h16M9 9v11',
  chat: 'M5 5h14v10H9l-4 4zM9 9h6M9 12h4',
  orders: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  forms: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14c2 .8 3 3 3 6',
  publish: 'M12 16V4M7 9l5-5 5 5M5 20h14',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  shop: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2',
} as const;

export type AdminIconName = keyof typeof paths;

export function AdminIcon({ name, size = 22 }: { name: AdminIconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className="icon">
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth={name === 'more' ? 3 : 1.7}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
