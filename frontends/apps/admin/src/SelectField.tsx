import { useId } from 'react';

/** A labelled choice among a few options, each a [value, text] pair (the console's filters and forms). */
export function SelectField({
  label,
  value,
  options,
  onChange,
  name,
}: {
  label: string;
  name: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="hw-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} className="hw-input" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
