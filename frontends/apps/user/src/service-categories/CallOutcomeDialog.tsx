import { Button, Modal } from '@helpwire/ui';
import { CreditCard, MapPinOff, PhoneMissed, UserX, Wallet, WifiOff } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { USER_NAMESPACE } from '../texts';
import { outcomeKind, outcomeText, type OutcomeKind } from './call-outcome';

const ICON: Record<OutcomeKind, typeof PhoneMissed> = {
  declined: PhoneMissed,
  missed: PhoneMissed,
  noHelper: UserX,
  card: CreditCard,
  tab: Wallet,
  location: MapPinOff,
  offline: WifiOff,
  other: PhoneMissed,
};
const TITLE: Record<OutcomeKind, string> = {
  declined: 'calls.ended.title',
  missed: 'calls.ended.missedTitle',
  noHelper: 'calls.ended.noHelperTitle',
  card: 'calls.ended.cardTitle',
  tab: 'calls.ended.tabTitle',
  location: 'calls.location.title',
  offline: 'calls.ended.offlineTitle',
  other: 'calls.ended.title',
};

/**
 * How the call ended without a helper (spec §2 "declined call"; §5 Calls and §8 texts): every helper
 * declined, no helper, a card needed (with the way to Payment Methods), an unpaid tab (with the way
 * to pay it), location, or the channel down.
 */
export function CallEndedDialog({ code, message, onTryAgain, onClose }: { code: string; message: string; onTryAgain: () => void; onClose: () => void }) {
  const { t } = useTranslation(USER_NAMESPACE);
  const kind = outcomeKind(code);
  const Icon = ICON[kind];
  const reason = kind === 'offline' ? t('calls.offline') : outcomeText(code, message, t('errors.something-went-wrong'));
  return (
    <Modal title={t(TITLE[kind])} onClose={onClose}>
      <div className="hw-calls-dialog hw-calls-outcome" data-outcome={kind}>
        <Icon className="hw-calls-outcome__icon" aria-hidden size={48} />
        <p className="hw-calls-status" role="alert">
          {reason}
        </p>
        <div className="hw-calls-actions">
          <Button variant="ghost" onClick={onClose}>
            {t('calls.ended.close')}
          </Button>
          {kind === 'card' ? (
            <Link className="hw-button hw-button--cta" to="/payment-methods">
              <CreditCard aria-hidden size={20} />
              {t('calls.ended.paymentMethods')}
            </Link>
          ) : kind === 'tab' ? (
            <Link className="hw-button hw-button--cta" to="/transaction-history">
              <Wallet aria-hidden size={20} />
              {t('calls.ended.payNow')}
            </Link>
          ) : kind === 'location' ? null : (
            <Button variant="cta" onClick={onTryAgain}>
              {t('calls.ended.tryAgain')}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
