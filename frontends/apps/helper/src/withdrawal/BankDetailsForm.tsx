import { bankDetailsBody, type BankDetails, type BankDetailsInput } from '@helpwire/contracts';
import { Button, TextField } from '@helpwire/ui';
import { toast } from '@helpwire/web-core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import { useSaveBankDetails } from './withdrawal-queries';
import { useWithdrawalTexts } from './withdrawal-texts';

type Field = keyof BankDetailsInput & string;
type Values = Record<Field, string>;

const FIELDS: readonly Field[] = ['title', 'accountName', 'accountNumber', 'bankName', 'branchName', 'routingNumber', 'swiftCode', 'country'];
/** Fields read left to right in every language (digits and codes). */
const LTR: ReadonlySet<Field> = new Set(['accountNumber', 'routingNumber', 'swiftCode']);
const HINTED: ReadonlySet<Field> = new Set(['accountNumber', 'routingNumber', 'swiftCode']);

/** Every field's first message of spec §5's rules (the contracts' schema, the same the server checks). */
export function bankDetailsErrors(values: Values): Partial<Record<Field, string>> {
  const result = bankDetailsBody.safeParse(values);
  const errors: Partial<Record<Field, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The bank details form (spec §3 fields, §5 rules): checked in the browser with the contracts'
 * schema, each message under its field; then added or updated. The account number is never shown
 * back, so an update asks for it again.
 */
export function BankDetailsForm({ saved, onSaved, onCancel }: { saved: BankDetails | null; onSaved: () => void; onCancel?: () => void }) {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const texts = useWithdrawalTexts();
  const save = useSaveBankDetails(saved !== null);
  const [values, setValues] = useState<Values>(() => ({
    title: saved?.title ?? '',
    accountName: saved?.accountName ?? '',
    accountNumber: '',
    bankName: saved?.bankName ?? '',
    branchName: saved?.branchName ?? '',
    routingNumber: saved?.routingNumber ?? '',
    swiftCode: saved?.swiftCode ?? '',
    country: saved?.country ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const form = useRef<HTMLFormElement>(null);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = bankDetailsErrors(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    save.mutate(values, {
      onSuccess: (answer) => {
        toast.success(texts.text(answer.message));
        onSaved();
      },
      onError: (error) => toast.error(texts.failure(error, t('withdrawal.texts.failedToUpdatePaymentInformation'))),
    });
  };

  return (
    <form ref={form} className="hw-wd-form" noValidate onSubmit={submit} aria-describedby={saved ? 'hw-wd-reenter' : undefined}>
      {saved && (
        <p id="hw-wd-reenter" className="hw-wd-note">
          {t('withdrawal.payInfo.reenterAccountNumber')}
        </p>
      )}
      <div className="hw-wd-form__grid">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            name={field}
            label={t(`withdrawal.payInfo.fields.${field}`)}
            value={values[field]}
            error={errors[field] && texts.text(errors[field])}
            onChange={(event) => change(field, event.target.value)}
            dir={LTR.has(field) ? 'ltr' : undefined}
            inputMode={field === 'accountNumber' || field === 'routingNumber' ? 'numeric' : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={HINTED.has(field) ? t(`withdrawal.payInfo.hints.${field}`) : undefined}
            required={field !== 'accountName'}
          />
        ))}
      </div>
      <div className="hw-wd-actions">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
            {t('withdrawal.payInfo.cancel')}
          </Button>
        )}
        <Button type="submit" variant="cta" busy={save.isPending}>
          {t('withdrawal.payInfo.save')}
        </Button>
      </div>
    </form>
  );
}
