import { FormAlert } from '@helpwire/account';
import { Button, Modal } from '@helpwire/ui';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { TestModeNotice } from './TestModeNotice';
import { usePaymentTexts } from './payment-texts';

/**
 * The sandbox's simulated 3-D Secure step (what a bank's page would ask): complete or fail it. The
 * same step for a card's setup (Payment Methods) and for a call's hold before anyone is rung
 * (decision 0031). `onAnswer` sends the answer and goes on; what it throws is shown here. Closing
 * is refused while an answer is on its way.
 */
export function AuthenticationChallenge({
  lead,
  onAnswer,
  onClose,
}: {
  lead?: string;
  onAnswer: (outcome: 'approve' | 'fail') => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(USER_NAMESPACE);
  const texts = usePaymentTexts();
  const [running, setRunning] = useState<'approve' | 'fail'>();
  const [failure, setFailure] = useState<string>();

  const answer = async (outcome: 'approve' | 'fail') => {
    setRunning(outcome);
    setFailure(undefined);
    try {
      await onAnswer(outcome);
    } catch (error) {
      setFailure(texts.failure(error));
      setRunning(undefined);
    }
  };

  return (
    <Modal title={t('payment.authenticate.title')} onClose={() => running === undefined && onClose()}>
      <div className="hw-pay-dialog" data-testid="authentication-challenge">
        <TestModeNotice>
          <span> {t('payment.authenticate.simulated')}</span>
        </TestModeNotice>
        <p className="hw-pay-authenticate">
          <ShieldCheck aria-hidden size={28} />
          <span>{lead ?? t('payment.texts.authenticationRequired')}</span>
        </p>
        <FormAlert>{failure}</FormAlert>
        <div className="hw-pay-dialog__actions hw-modal-actions">
          <Button variant="ghost" busy={running === 'fail'} disabled={running === 'approve'} onClick={() => void answer('fail')}>
            {t('payment.authenticate.fail')}
          </Button>
          <Button busy={running === 'approve'} disabled={running === 'fail'} onClick={() => void answer('approve')}>
            {t('payment.authenticate.approve')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
