import { Button, Card } from '@helpwire/ui';
import { ApiError, errorText, toast } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { Eye, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { ReasonDialog } from './ReasonDialog';
import { useRevealBankDetails, type RevealedBankDetails, type WithdrawalReview } from './withdrawals-api';
import { ADMIN_NAMESPACE } from '../texts';

const failed = (error: unknown) => toast.error(error instanceof ApiError ? errorText({ code: error.code, message: error.message }) : String(error));

/**
 * The helper's bank details, masked (the account number's last 4 digits); "Reveal" asks why and
 * shows the full details the audited call answers, for as long as this withdrawal stays open here.
 */
export function BankDetailsCard({ withdrawalId, details }: { withdrawalId: string; details: WithdrawalReview['bankDetails'] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const reveal = useRevealBankDetails();
  const [asking, setAsking] = useState(false);
  const [full, setFull] = useState<RevealedBankDetails>();
  if (!details)
    return (
      <Card className="hw-admin-card">
        <h3>{t('withdrawals.bank.title')}</h3>
        <p className="hw-admin-muted">{t('withdrawals.bank.none')}</p>
      </Card>
    );
  const facts: [string, string, boolean?][] = [
    [t('withdrawals.bank.holder'), (full ?? details).accountName || (full ?? details).title],
    [t('withdrawals.bank.bank'), (full ?? details).bankName],
    [t('withdrawals.bank.account'), full ? full.accountNumber : details.accountNumberMasked, true],
    [t('withdrawals.bank.branch'), (full ?? details).branchName],
    [t('withdrawals.bank.country'), (full ?? details).country],
    ...(full
      ? ([
          [t('withdrawals.bank.routing'), full.routingNumber, true],
          [t('withdrawals.bank.swift'), full.swiftCode, true],
        ] as [string, string, boolean][])
      : []),
  ];
  return (
    <Card className="hw-admin-card" aria-labelledby={`hw-admin-bank-${withdrawalId}`}>
      <div className="hw-admin-card__head">
        <h3 id={`hw-admin-bank-${withdrawalId}`}>{t('withdrawals.bank.title')}</h3>
        {!full && (
          <Button variant="ghost" size="small" className="hw-admin-inline-button" onClick={() => setAsking(true)}>
            <Eye aria-hidden size={18} />
            {t('withdrawals.bank.reveal')}
          </Button>
        )}
      </div>
      <dl className="hw-admin-facts">
        {facts.map(([label, value, ltr]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd dir={ltr ? 'ltr' : 'auto'} data-fact={label}>
              {value || t('common.none')}
            </dd>
          </div>
        ))}
      </dl>
      {full ? (
        <p className="hw-admin-note" role="status">
          <ShieldCheck aria-hidden size={18} />
          {t('withdrawals.bank.revealed')}
        </p>
      ) : (
        <p className="hw-admin-muted">{t('withdrawals.bank.masked')}</p>
      )}
      {asking && (
        <ReasonDialog
          title={t('withdrawals.bank.revealTitle')}
          label={t('withdrawals.bank.reason')}
          hint={t('withdrawals.bank.reasonHint')}
          requiredText={t('withdrawals.bank.reasonRequired')}
          confirm={t('withdrawals.bank.confirmReveal')}
          busy={reveal.isPending}
          onClose={() => setAsking(false)}
          onConfirm={(reason) =>
            reveal.mutate(
              { id: withdrawalId, reason },
              {
                onSuccess: (answer) => {
                  setFull(answer);
                  setAsking(false);
                },
                onError: failed,
              },
            )
          }
        />
      )}
    </Card>
  );
}
