import type { BankDetails } from '@helpwire/contracts';
import { Card as Panel } from '@helpwire/ui';
import { Landmark } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import { useFormatDate } from './format';

const SHOWN = ['accountName', 'accountNumberMasked', 'bankName', 'branchName', 'routingNumber', 'swiftCode', 'country'] as const;
const LTR = new Set<string>(['accountNumberMasked', 'routingNumber', 'swiftCode']);

/** The saved bank account: every field but the account number, of which only "****" and the last 4 digits. */
export function SavedBankDetails({ details }: { details: BankDetails }) {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const formatDate = useFormatDate();
  return (
    <Panel className="hw-wd-panel hw-wd-saved" data-testid="bank-details-saved">
      <div className="hw-wd-saved__head">
        <span className="hw-wd-saved__icon">
          <Landmark aria-hidden size={24} />
        </span>
        <div>
          <h2>{details.title}</h2>
          <p className="hw-wd-muted">{t('withdrawal.payInfo.updatedOn', { date: formatDate(details.updatedAt) })}</p>
        </div>
      </div>
      <dl className="hw-wd-facts">
        {SHOWN.filter((field) => details[field]).map((field) => (
          <div key={field}>
            <dt>
              {field === 'accountName'
                ? t('withdrawal.payInfo.holder')
                : t(`withdrawal.payInfo.fields.${field === 'accountNumberMasked' ? 'accountNumber' : field}`)}
            </dt>
            {/* Digits and codes read left to right, but line up with their label in either direction. */}
            <dd>{LTR.has(field) ? <bdi dir="ltr">{details[field]}</bdi> : details[field]}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
