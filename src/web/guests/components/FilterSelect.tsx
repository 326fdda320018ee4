interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Each choice's value and words; "All" (the empty value) comes first. */
  options: readonly (readonly [value: string, text: string])[];
}

/** One of the list's filters (function, status, side, tag): a labelled select whose first choice is All. */
export function FilterSelect({ label, value, onChange, options }: Props) {
  return (
    <label>
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
