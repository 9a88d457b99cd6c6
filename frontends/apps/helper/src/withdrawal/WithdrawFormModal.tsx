import { createWithdrawalBody, dollarsToCents, WithdrawalTexts, type BankDetails } from '@helpwire/contracts';
import { Button, Modal, TextAreaField, TextField } from '@helpwire/ui';
import { toast, useFormatPrice } from '@helpwire/web-core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import { useCreateWithdrawal } from './withdrawal-queries';
import { useWithdrawalTexts } from './withdrawal-texts';

type Field = 'amount' | 'specialInstruction';

/**
 * The "withdraw form" modal (spec §2): amount in dollars (at least 1, at most what is available) and
 * the special instruction (spec §5). One request id per opening: a double click or a retry asks once.
 */
export function WithdrawFormModal({
  availableCents,
  bank,
  onClose,
  onCreated,
}: {
  availableCents: number;
  bank: BankDetails;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const texts = useWithdrawalTexts();
  const price = useFormatPrice();
  const create = useCreateWithdrawal();
  const [requestId] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [specialInstruction, setInstruction] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const form = useRef<HTMLFormElement>(null);

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const result = createWithdrawalBody.safeParse({ amount, specialInstruction, requestId });
    if (!result.success) for (const issue of result.error.issues) found[issue.path[0] as Field] ??= issue.message;
    const cents = dollarsToCents(amount);
    if (!found.amount && cents !== undefined && cents > availableCents) found.amount = WithdrawalTexts.amountExceedsAvailable;
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    const first = (['amount', 'specialInstruction'] as const).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    create.mutate(
      { amount, specialInstruction, requestId },
      {
        onSuccess: (answer) => {
          toast.success(texts.text(answer.message));
          onCreated();
        },
        onError: (error) => toast.error(texts.failure(error)),
      },
    );
  };

  return (
    <Modal title={t('withdrawal.form.title')} onClose={onClose}>
      <form ref={form} className="hw-wd-form" noValidate onSubmit={submit} data-testid="withdraw-form">
        <p className="hw-wd-summary">
          <span>{t('withdrawal.form.available', { amount: price(availableCents) })}</span>
          <span className="hw-wd-muted">{t('withdrawal.form.sendTo', { bank: bank.bankName, account: `\u2066${bank.accountNumberMasked}\u2069` })}</span>
        </p>
        <TextField
          name="amount"
          label={t('withdrawal.form.amount')}
          value={amount}
          dir="ltr"
          inputMode="decimal"
          autoComplete="off"
          placeholder="25.00"
          error={errors.amount && texts.text(errors.amount)}
          onChange={(event) => {
            setAmount(event.target.value);
            setErrors((current) => ({ ...current, amount: undefined }));
          }}
        />
        <TextAreaField
          name="specialInstruction"
          label={t('withdrawal.form.instruction')}
          placeholder={t('withdrawal.form.instructionHint')}
          rows={3}
          value={specialInstruction}
          error={errors.specialInstruction && texts.text(errors.specialInstruction)}
          onChange={(event) => {
            setInstruction(event.target.value);
            setErrors((current) => ({ ...current, specialInstruction: undefined }));
          }}
        />
        <div className="hw-wd-actions">
          <Button variant="ghost" onClick={onClose} disabled={create.isPending}>
            {t('withdrawal.form.cancel')}
          </Button>
          <Button type="submit" variant="cta" busy={create.isPending}>
            {t('withdrawal.form.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
