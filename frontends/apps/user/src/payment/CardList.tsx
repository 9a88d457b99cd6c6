import type { Card } from '@helpwire/contracts';
import { Button } from '@helpwire/ui';
import { CheckCircle2, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { BrandMark, brandName } from './BrandMark';
import { isExpired } from './card-input';

/** "12/34": the expiry as printed on the card (always left to right). */
export const expiryOf = (card: Card): string => `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;

/** "Visa ending in 4242" for a card, in the reader's language. */
export function useCardLabel(): (card: Card) => string {
  const { t } = useTranslation(USER_NAMESPACE);
  return (card) => t('payment.card.label', { brand: brandName(card.brand) ?? t('payment.card.unknownBrand'), last4: card.last4 });
}

interface CardListProps {
  cards: Card[];
  /** The card whose "Set as default" is running, if any (every other one waits). */
  settingDefault: string | undefined;
  onSetDefault: (card: Card) => void;
  onRemove: (card: Card) => void;
}

/** The saved cards, default first: brand, last 4, expiry, the Default badge and the card's actions. */
export function CardList({ cards, settingDefault, onSetDefault, onRemove }: CardListProps) {
  return (
    <ul className="hw-pay-cards">
      {cards.map((card) => (
        <CardRow
          key={card.id}
          card={card}
          busy={settingDefault === card.id}
          waiting={settingDefault !== undefined}
          onSetDefault={onSetDefault}
          onRemove={onRemove}
        />
      ))}
    </ul>
  );
}

function CardRow({
  card,
  busy,
  waiting,
  onSetDefault,
  onRemove,
}: { card: Card; busy: boolean; waiting: boolean } & Pick<CardListProps, 'onSetDefault' | 'onRemove'>) {
  const { t } = useTranslation(USER_NAMESPACE);
  const titleId = useId();
  const expired = isExpired(card.expMonth, card.expYear);
  const name = brandName(card.brand) ?? t('payment.card.unknownBrand');
  return (
    <li className="hw-pay-card" aria-labelledby={titleId} data-default={card.isDefault || undefined}>
      <BrandMark brand={card.brand} />
      <div className="hw-pay-card__info">
        <p className="hw-pay-card__title" id={titleId}>
          {name}
          <span className="hw-visually-hidden"> {t('payment.card.endingIn')} </span>
          {/* No spaces at the isolate's edges: in right-to-left they would land on the wrong side; the gap is CSS. */}
          <bdi className="hw-pay-card__number" dir="ltr">
            <span aria-hidden>•••• </span>
            {card.last4}
          </bdi>
        </p>
        <p className={`hw-pay-card__expiry${expired ? ' hw-pay-card__expiry--past' : ''}`}>
          {t(expired ? 'payment.card.expired' : 'payment.card.expires')} <bdi dir="ltr">{expiryOf(card)}</bdi>
        </p>
      </div>
      <div className="hw-pay-card__side">
        {card.isDefault && (
          <span className="hw-pay-badge">
            <CheckCircle2 aria-hidden size={16} />
            {t('payment.card.default')}
          </span>
        )}
        <div className="hw-pay-card__actions">
          {!card.isDefault && (
            <Button variant="ghost" size="small" busy={busy} disabled={waiting && !busy} onClick={() => onSetDefault(card)}>
              {t('payment.card.setDefault')}
            </Button>
          )}
          <Button variant="ghost" size="small" className="hw-pay-remove" disabled={busy} onClick={() => onRemove(card)}>
            <Trash2 aria-hidden size={16} />
            {t('payment.card.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
