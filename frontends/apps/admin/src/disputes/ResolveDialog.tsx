import { DISPUTE_RESOLUTIONS, type DisputeResolution } from '@helpwire/contracts';
import { Button, Modal, TextAreaField, TextField } from '@helpwire/ui';
import { ApiError, errorText } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { AlertTriangle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ADMIN_NAMESPACE } from '../texts';
import { useResolveDispute, type AdminDispute } from './disputes-api';
import { centsOf, useFormatMoney } from './dispute-format';

const WITH_AMOUNT: readonly DisputeResolution[] = ['PARTIAL_REFUND', 'COMPENSATION'];

/**
 * The admin's decision on a dispute (spec §4 resolutions): one resolution, an amount in the call's
 * currency for a partial refund or a compensation (typed as money, sent as cents, at most the call's
 * price; the service's own refusal is shown here too), a note, and — before a ban — a confirmation.
 */
export function ResolveDialog({
  dispute,
  currency,
  against,
  onClose,
  onResolved,
}: {
  dispute: AdminDispute;
  currency: string;
  /** Whom a warning or ban is for: the party the dispute was raised against. */
  against: string;
  onClose: () => void;
  onResolved: (resolution: DisputeResolution) => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const money = useFormatMoney();
  const resolve = useResolveDispute();
  const [resolution, setResolution] = useState<DisputeResolution>(dispute.resolution);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [confirmingBan, setConfirmingBan] = useState(false);
  const price = money(dispute.callPriceCents, currency);
  const needsAmount = WITH_AMOUNT.includes(resolution);

  const send = () => {
    const cents = needsAmount ? centsOf(amount) : undefined;
    setFailure(undefined);
    resolve.mutate(
      { id: dispute.id, resolution, ...(cents ? { amountCents: cents } : {}), ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => onResolved(resolution),
        onError: (error) => {
          setConfirmingBan(false);
          setFailure(error instanceof ApiError ? errorText({ code: error.code, message: error.message }) : String(error));
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needsAmount) {
      const cents = centsOf(amount);
      if (cents === undefined) return setAmountError(t('disputes.resolve.amountInvalid'));
      if (cents > dispute.callPriceCents) return setAmountError(t('disputes.resolve.amountTooLarge', { price }));
    }
    if (resolution === 'USER_BAN' && !confirmingBan) return setConfirmingBan(true);
    send();
  };

  return (
    <Modal title={t('disputes.resolve.title')} onClose={onClose} wide>
      <form className="hw-admin-reject hw-dispute-resolve" noValidate onSubmit={submit}>
        {confirmingBan ? (
          <div className="hw-dispute-confirm" role="alert">
            <AlertTriangle aria-hidden size={22} />
            <div>
              <p>
                <strong>{t('disputes.resolve.banConfirmTitle', { name: against })}</strong>
              </p>
              <p>{t('disputes.resolve.banConfirmText')}</p>
            </div>
          </div>
        ) : (
          <>
            <fieldset className="hw-dispute-choices">
              <legend>{t('disputes.resolve.choose')}</legend>
              {DISPUTE_RESOLUTIONS.map((option) => (
                <label key={option} className="hw-dispute-choice">
                  <input
                    type="radio"
                    name="resolution"
                    value={option}
                    checked={resolution === option}
                    onChange={() => {
                      setResolution(option);
                      setAmountError(undefined);
                      setFailure(undefined);
                    }}
                  />
                  <span>
                    <span className="hw-dispute-choice__name">{t(`disputes.resolution.${option}`)}</span>
                    <span className="hw-admin-muted">{t(`disputes.resolve.explain.${option}`, { price, name: against })}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {needsAmount && (
              <div>
                <TextField
                  label={t('disputes.resolve.amount', { currency })}
                  name="amount"
                  inputMode="decimal"
                  autoComplete="off"
                  dir="ltr"
                  value={amount}
                  error={amountError}
                  onChange={(event) => {
                    setAmount(event.target.value);
                    setAmountError(undefined);
                  }}
                />
                <p className="hw-admin-muted">{t('disputes.resolve.amountHint', { price })}</p>
              </div>
            )}
            <TextAreaField label={t('disputes.resolve.note')} name="note" maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
            <p className="hw-admin-muted">{t('disputes.resolve.noteHint')}</p>
          </>
        )}
        {failure && (
          <p className="hw-field__error" role="alert">
            {failure}
          </p>
        )}
        <div className="hw-admin-actions">
          <Button type="submit" className={resolution === 'USER_BAN' ? 'hw-admin-danger' : undefined} busy={resolve.isPending}>
            {confirmingBan ? t('disputes.resolve.banConfirm') : t('disputes.resolve.submit')}
          </Button>
          <Button variant="ghost" onClick={confirmingBan ? () => setConfirmingBan(false) : onClose}>
            {confirmingBan ? t('disputes.resolve.back') : t('common.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
