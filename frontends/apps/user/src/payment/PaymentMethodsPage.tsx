import { type Card } from '@helpwire/contracts';
import { accountTextsReady } from '@helpwire/account';
import { Button, Card as Panel, EmptyState, Skeleton } from '@helpwire/ui';
import { returnPathOf, toast } from '@helpwire/web-core';
import { useLocation, useNavigate } from '@helpwire/libs/router';
import { AlertTriangle, Plus, RotateCcw } from 'lucide-react';
import { use, useRef, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { AddCardDialog, cardEntryAvailable } from './AddCardDialog';
import { CardList } from './CardList';
import { useFinishCardSetup, useSavedCards, useSetDefaultCard } from './card-queries';
import { usePaymentTexts } from './payment-texts';
import { RemoveCardDialog } from './RemoveCardDialog';
import './payment.css';

/**
 * Payment Methods (spec §2, /payment-methods): the saved cards with the Default badge, adding a card
 * with the provider runtime config names (the sandbox's test form or Stripe Elements), choosing the
 * default, removing a card after a confirmation.
 */
export default function PaymentMethodsPage() {
  // The account forms' texts translate the generic error codes.
  use(accountTextsReady());
  const { t } = useTranslation(USER_NAMESPACE);
  const texts = usePaymentTexts();
  const saved = useSavedCards();
  const setDefault = useSetDefaultCard();
  const finishSetup = useFinishCardSetup();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Card>();
  const canAdd = cardEntryAvailable();
  // Sent here to add a card first (a plan's purchase, decision 0085): once it is saved, back there.
  const returnTo = returnPathOf(useLocation().search);
  const navigate = useNavigate();
  const cards = saved.data ?? [];
  const title = useRef<HTMLHeadingElement>(null);
  // After a dialog that changed the list closes, its opener may be gone: focus goes to the page title.
  const focusTitle = () => setTimeout(() => title.current?.focus(), 0);

  const chooseDefault = (card: Card) =>
    setDefault.mutate(card.id, {
      onSuccess: () => toast.success(t('payment.texts.defaultCardSet')),
      onError: (error) => toast.error(texts.failure(error)),
    });

  const cardConfirmed = async (setupIntentId: string, makeDefault: boolean) => {
    await finishSetup(setupIntentId, makeDefault);
    toast.success(t('payment.texts.cardAdded'));
    setAdding(false);
    if (returnTo) navigate(returnTo);
    else focusTitle();
  };

  const addButton = canAdd && (
    <Button variant="cta" onClick={() => setAdding(true)}>
      <Plus aria-hidden size={20} />
      {t('payment.add.open')}
    </Button>
  );

  return (
    <section className="hw-container hw-pay-page" aria-labelledby="hw-pay-title">
      <div className="hw-pay-head">
        <div>
          <h1 id="hw-pay-title" ref={title} tabIndex={-1}>
            {t('pages.paymentMethods')}
          </h1>
          <p className="hw-pay-muted">{t('payment.intro')}</p>
          {returnTo && (
            <p className="hw-pay-muted" role="note">
              {t('payment.returnNote')} <a href={returnTo}>{t('payment.returnLink')}</a>
            </p>
          )}
        </div>
        {cards.length > 0 && addButton}
      </div>

      {saved.isPending ? (
        <Panel className="hw-pay-panel">
          <div role="status" aria-label={t('common.loading')} className="hw-pay-skeletons">
            {[0, 1].map((row) => (
              <div key={row} className="hw-pay-skeleton-row">
                <Skeleton width="48px" height="32px" />
                <Skeleton width="60%" height="1.1rem" />
              </div>
            ))}
          </div>
        </Panel>
      ) : saved.isError ? (
        <Panel className="hw-pay-panel hw-pay-error" role="alert">
          <AlertTriangle aria-hidden size={28} />
          <div>
            <p className="hw-pay-error__title">{t('payment.loadFailed')}</p>
            <p className="hw-pay-muted">{texts.failure(saved.error)}</p>
          </div>
          <Button variant="ghost" busy={saved.isFetching} onClick={() => void saved.refetch()}>
            <RotateCcw aria-hidden size={18} className="hw-mirror" />
            {t('common.retry')}
          </Button>
        </Panel>
      ) : cards.length === 0 ? (
        <Panel className="hw-pay-panel">
          <EmptyState icon={<EmptyCardsArt />} title={t('payment.texts.addCardForHelp')} action={addButton || <p>{t('payment.entryOff')}</p>} />
        </Panel>
      ) : (
        <>
          {!cards.some((card) => card.isDefault) && (
            <p className="hw-pay-banner" role="status">
              <AlertTriangle aria-hidden size={20} />
              {t('payment.texts.selectDefaultCard')}
            </p>
          )}
          <Panel className="hw-pay-panel">
            <CardList
              cards={cards}
              settingDefault={setDefault.isPending ? setDefault.variables : undefined}
              onSetDefault={chooseDefault}
              onRemove={setRemoving}
            />
          </Panel>
          {!canAdd && <p className="hw-pay-muted">{t('payment.entryOff')}</p>}
        </>
      )}

      {adding && <AddCardDialog isFirstCard={cards.length === 0} onConfirmed={cardConfirmed} onClose={() => setAdding(false)} />}
      {removing && (
        <RemoveCardDialog
          card={removing}
          cardCount={cards.length}
          onClose={() => setRemoving(undefined)}
          onRemoved={() => {
            setRemoving(undefined);
            focusTitle();
          }}
        />
      )}
    </section>
  );
}

/** A friendly drawing for the empty list: a card and a spark of help (inline SVG, decorative). */
function EmptyCardsArt() {
  return (
    <svg className="hw-pay-empty-art" viewBox="0 0 120 88" width="120" height="88" aria-hidden>
      <rect x="10" y="18" width="84" height="54" rx="10" fill="var(--hw-accent-soft)" stroke="var(--hw-accent)" strokeWidth="2.5" />
      <rect x="10" y="30" width="84" height="10" fill="var(--hw-accent)" opacity="0.85" />
      <rect x="20" y="52" width="28" height="6" rx="3" fill="var(--hw-accent)" opacity="0.5" />
      <circle cx="96" cy="66" r="16" fill="var(--hw-cta)" />
      <path d="M96 58v16M88 66h16" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
