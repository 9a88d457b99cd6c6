import type { Category } from '@helpwire/contracts';
import { Button, Modal } from '@helpwire/ui';
import { FLAT_CALL_CENTS, holdMinor, useFormatPrice } from '@helpwire/web-core';
import { Clock, CreditCard, Lock, MapPin } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';

interface ConfirmInstantMatchDialogProps {
  category: Category;
  /** The browser is being asked for its place. */
  locating: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The "confirm instant match" view (spec §2 modal views): what happens next, what it costs, and the location it needs. */
export function ConfirmInstantMatchDialog({ category, locating, onConfirm, onClose }: ConfirmInstantMatchDialogProps) {
  const { t } = useTranslation(USER_NAMESPACE);
  const formatPrice = useFormatPrice();
  return (
    <Modal title={t('calls.confirm.title')} onClose={onClose}>
      <div className="hw-calls-dialog">
        <p className="hw-calls-lead">{t('calls.confirm.lead', { category: category.name })}</p>
        <ul className="hw-calls-facts">
          <li>
            <Clock aria-hidden size={20} />
            <span>{t('calls.confirm.rings')}</span>
          </li>
          <li>
            <CreditCard aria-hidden size={20} />
            <span>{t('calls.confirm.price', { flat: formatPrice(FLAT_CALL_CENTS), price: formatPrice(category.rateCentsPerMinute) })}</span>
          </li>
          <li>
            <Lock aria-hidden size={20} />
            <span>{t('calls.confirm.hold', { hold: formatPrice(holdMinor(category.rateCentsPerMinute)) })}</span>
          </li>
          <li>
            <MapPin aria-hidden size={20} />
            <span>{t('calls.confirm.location')}</span>
          </li>
        </ul>
        {locating && (
          <p className="hw-calls-muted" role="status">
            {t('calls.confirm.locating')}
          </p>
        )}
        <div className="hw-calls-actions">
          <Button variant="ghost" onClick={onClose}>
            {t('calls.confirm.cancel')}
          </Button>
          <Button variant="cta" busy={locating} onClick={onConfirm}>
            {t('calls.confirm.confirm')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
