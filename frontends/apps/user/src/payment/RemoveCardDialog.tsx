import type { Card } from '@helpwire/contracts';
import { FormAlert } from '@helpwire/account';
import { Button, Modal } from '@helpwire/ui';
import { toast } from '@helpwire/web-core';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { BrandMark } from './BrandMark';
import { useRemoveCard } from './card-queries';
import { expiryOf, useCardLabel } from './CardList';
import { usePaymentTexts } from './payment-texts';

/**
 * "Remove this card?": names the card, says what removing the default means, and removes it on
 * confirmation (POST /payment/detach-card; the server's "Card removed successfully" is the toast).
 */
export function RemoveCardDialog({ card, cardCount, onClose, onRemoved }: { card: Card; cardCount: number; onClose: () => void; onRemoved: () => void }) {
  const { t } = useTranslation(USER_NAMESPACE);
  const texts = usePaymentTexts();
  const label = useCardLabel();
  const removeCard = useRemoveCard();
  const [failure, setFailure] = useState<string>();

  const confirm = () => {
    setFailure(undefined);
    removeCard.mutate(card.id, {
      onSuccess: () => {
        toast.success(t('payment.texts.cardRemoved'));
        onRemoved();
      },
      onError: (error) => setFailure(texts.failure(error)),
    });
  };

  return (
    <Modal title={t('payment.remove.title')} onClose={onClose}>
      <div className="hw-pay-dialog">
        <div className="hw-pay-summary">
          <BrandMark brand={card.brand} />
          <div>
            <p className="hw-pay-card__title">{label(card)}</p>
            <p className="hw-pay-muted">
              {t('payment.card.expires')} <bdi dir="ltr">{expiryOf(card)}</bdi>
            </p>
          </div>
        </div>
        <p>{t('payment.remove.explain')}</p>
        {card.isDefault && <p className="hw-pay-note">{t(cardCount > 1 ? 'payment.remove.defaultWithOthers' : 'payment.remove.lastCard')}</p>}
        <FormAlert>{failure}</FormAlert>
        <div className="hw-pay-dialog__actions hw-modal-actions">
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button className="hw-pay-danger" busy={removeCard.isPending} onClick={confirm}>
            <Trash2 aria-hidden size={18} />
            {t('payment.remove.confirm')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
