/** The change from the previous period, as a percentage with an arrow (or "new" when it was zero). */
export function Delta({ now, before }: { now: number; before: number }) {
  if (now === before) return <span className="admin-delta admin-delta--flat">no change</span>;
  if (before === 0) return <span className="admin-delta admin-delta--up">new</span>;
  const percent = Math.round(((now - before) / before) * 100);
  const up = now > before;
  return (
    <span className={`admin-delta admin-delta--${up ? 'up' : 'down'}`}>
      {up ? '▲' : '▼'} {Math.abs(percent)}%
    </span>
  );
}
