/** One line icon on a 24 px grid, drawn in currentColor; decorative unless given a title. */
export function LineIcon({
  d,
  size = 20,
  title,
  className,
  strokeWidth = 1.8,
}: {
  d: string;
  size?: number;
  title?: string;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <path d={d} />
    </svg>
  );
}
