import { TextField } from '@helpwire/ui';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import './fields.css';

interface FieldProps {
  label: string;
  error?: string;
  /** Guidance shown under the field and read with it. */
  hint?: string;
}

/** The kit's TextField plus a hint tied to the input (aria-describedby keeps the error id too). */
export const HintedTextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(function HintedTextField(
  { hint, error, id, ...rest },
  ref,
) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const describedBy = [error && `${inputId}-error`, hint && `${inputId}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="hw-auth-field">
      <TextField ref={ref} id={inputId} error={error} aria-describedby={describedBy} {...rest} />
      {hint && (
        <p id={`${inputId}-hint`} className="hw-auth-hint">
          {hint}
        </p>
      )}
    </div>
  );
});

export interface SelectOptionItem {
  value: string;
  label: string;
}

/** A labelled native select with its message tied to it, styled like the kit's inputs. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { options: SelectOptionItem[]; placeholder?: string }
>(function SelectField({ label, error, hint, options, placeholder, id, ...rest }, ref) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const describedBy = [error && `${selectId}-error`, hint && `${selectId}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="hw-field">
      <label htmlFor={selectId}>{label}</label>
      <select ref={ref} id={selectId} className="hw-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${selectId}-error`} className="hw-field__error" role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${selectId}-hint`} className="hw-auth-hint">
          {hint}
        </p>
      )}
    </div>
  );
});

/** A message about the whole form (a failed call): visible until the next attempt. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return <div className="hw-auth-alert">{children}</div>;
}
