import { Skeleton } from '@helpwire/ui';
import { useId, type Ref } from 'react';
import './fields.css';

export interface ChipOption {
  label: string;
  value: string;
  /** The language the label is written in (native language names). */
  lang?: string;
}

interface ChipsFieldProps {
  legend: string;
  hint?: string;
  name: string;
  options: ChipOption[];
  value: { label: string; value: string }[];
  onChange: (next: { label: string; value: string }[]) => void;
  onBlur?: () => void;
  error?: string;
  loading?: boolean;
  loadingLabel?: string;
  /** Receives the first checkbox, so a failed submit can focus the group. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A multi-select as a group of checkbox chips: a fieldset with its legend, each chip a real checkbox. */
export function ChipsField({ legend, hint, name, options, value, onChange, onBlur, error, loading, loadingLabel, inputRef }: ChipsFieldProps) {
  const id = useId();
  const selected = new Set(value.map((v) => v.value));
  const toggle = (option: ChipOption, checked: boolean) =>
    onChange(
      checked
        ? [...value.filter((v) => v.value !== option.value), { label: option.label, value: option.value }]
        : value.filter((v) => v.value !== option.value),
    );
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className="hw-chips-field" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="hw-auth-hint">
          {hint}
        </p>
      )}
      {loading ? (
        <div className="hw-chips" role="status" aria-label={loadingLabel}>
          {[7, 9, 6, 8].map((width, i) => (
            <Skeleton key={i} width={`${width}rem`} height="2.5rem" />
          ))}
        </div>
      ) : (
        <ul className="hw-chips">
          {options.map((option, index) => (
            <li key={option.value}>
              <label className="hw-chip">
                <input
                  ref={index === 0 ? inputRef : undefined}
                  type="checkbox"
                  name={name}
                  value={option.value}
                  checked={selected.has(option.value)}
                  onChange={(event) => toggle(option, event.target.checked)}
                  onBlur={onBlur}
                />
                <span lang={option.lang}>{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="hw-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
