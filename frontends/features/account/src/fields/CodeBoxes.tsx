import { OTP_LENGTH } from '@helpwire/contracts';
import { forwardRef, useId, useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import { useErrorText } from './error-text';
import './fields.css';

interface CodeBoxesProps {
  /** The code typed so far; an empty box is a space ("12 4"). */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  error?: string;
  legend: string;
  disabled?: boolean;
}

const EMPTY = ' ';

/**
 * Six one-digit boxes for the 6-digit code: typing moves to the next box, Backspace on an empty
 * box goes back, pasting (or the phone filling the code in) spreads the digits over the boxes.
 * Digits always run left to right, also in right-to-left pages.
 */
export const CodeBoxes = forwardRef<{ focus: () => void }, CodeBoxesProps>(function CodeBoxes({ value, onChange, onBlur, error, legend, disabled }, ref) {
  const { t } = useTranslation('account-forms');
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const chars = Array.from({ length: OTP_LENGTH }, (_, i) => (value[i] && value[i] !== EMPTY ? value[i]! : ''));
  useImperativeHandle(ref, () => ({ focus: () => inputs.current[chars.findIndex((c) => !c) >= 0 ? chars.findIndex((c) => !c) : 0]?.focus() }));

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };
  const emit = (next: string[]) =>
    onChange(
      next
        .map((c) => c || EMPTY)
        .join('')
        .trimEnd(),
    );

  /** Several digits at once (paste, autofill, a phone's one-time-code suggestion): fill from `start`. */
  const spread = (start: number, digits: string) => {
    const from = digits.length >= OTP_LENGTH ? 0 : start;
    const next = [...chars];
    [...digits.slice(0, OTP_LENGTH - from)].forEach((digit, i) => (next[from + i] = digit));
    emit(next);
    focusBox(Math.min(from + digits.length, OTP_LENGTH - 1));
  };

  const onInput = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    const next = [...chars];
    if (!digits) {
      next[index] = '';
      emit(next);
      return;
    }
    if (digits.length === 1 || (digits.length === 2 && chars[index])) {
      // One new digit (a box that held one gets the new one, wherever the caret was).
      next[index] = digits.length === 2 && digits[0] === chars[index] ? digits[1]! : digits[0]!;
      emit(next);
      if (index < OTP_LENGTH - 1) focusBox(index + 1);
      return;
    }
    spread(index, digits);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !chars[index] && index > 0) {
      event.preventDefault();
      const next = [...chars];
      next[index - 1] = '';
      emit(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (digits) spread(index, digits);
  };

  const errorId = `${useId()}-error`;
  return (
    <fieldset className="hw-code" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="hw-code__boxes" dir="ltr">
        {chars.map((char, index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className="hw-input hw-code__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('auth.code.digit', { index: index + 1, total: OTP_LENGTH })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={char}
            disabled={disabled}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            onBlur={onBlur}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className="hw-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
});

/** The form's `code` field as six boxes, with the contract's message in the reader's language. */
export function CodeField<TValues extends { code: string }, TBody>({
  control,
  boxesRef,
}: {
  /** The form's control, whatever its resolver turns the values into (a request body). */
  control: Control<TValues, unknown, TBody>;
  boxesRef?: Ref<{ focus: () => void }>;
}) {
  const { t } = useTranslation('account-forms');
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control: control as unknown as Control<{ code: string }>, name: 'code' });
  return (
    <CodeBoxes
      ref={boxesRef}
      legend={t('auth.code.legend')}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={errorText(fieldState.error?.message)}
    />
  );
}
