/** A small bar chart of daily values as one inline SVG (no chart library); the numbers are in its title. */
export function BarChart({ values, days, label }: { values: number[]; days: string[]; label: string }) {
  const max = Math.max(1, ...values);
  const width = values.length * 10;
  const summary = `${label} per day, ${days[0]} to ${days.at(-1)}: ${values.join(', ')}`;
  return (
    <svg className="admin-chart" viewBox={`0 0 ${width} 50`} preserveAspectRatio="none" role="img" aria-label={summary}>
      <title>{summary}</title>
      {values.map((value, index) => {
        const height = value === 0 ? 2 : Math.max(3, (value / max) * 48);
        return (
          <rect
            key={days[index]}
            x={index * 10 + 1}
            y={50 - height}
            width={8}
            height={height}
            rx={1.5}
            className={value === 0 ? 'is-zero' : undefined}
          >
            <title>{`${days[index]}: ${value}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
