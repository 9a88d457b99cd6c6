import type { CallHistoryItem } from '@helpwire/contracts';
import { TabNotice } from '@helpwire/money';
import { stepAway, useCallHistory, useOutgoingCall } from '@helpwire/calls';
import { Button } from '@helpwire/ui';
import { AlertTriangle, CreditCard, PhoneCall, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { useSavedCards } from '../payment/card-queries';
import { USER_NAMESPACE } from '../texts';
import { cardStanding } from './card-standing';

/** How long after a call the home still asks for its review. */
const REVIEW_ASKED_FOR_DAYS = 7;

function Notice({ tone, icon, title, text, action }: { tone: 'alert' | 'status'; icon: ReactNode; title: string; text?: string; action: ReactNode }) {
  return (
    <div className={`hw-home-notice hw-home-notice--${tone}`} role={tone}>
      {icon}
      <div className="hw-home-notice__text">
        <p className="hw-home-notice__title">{title}</p>
        {text && <p className="hw-home-muted">{text}</p>}
      </div>
      <div className="hw-home-notice__action">{action}</div>
    </div>
  );
}

/**
 * A card to add, to choose as default or to replace before it stops working; nothing when all is
 * well, and no "add a card" while the first-call steps say it (`stepsShown`).
 */
function CardNotice({ stepsShown }: { stepsShown: boolean }) {
  const { t } = useTranslation(USER_NAMESPACE);
  const cards = useSavedCards();
  if (!cards.data) return null;
  const standing = cardStanding(cards.data, new Date());
  if (standing.kind === 'ok' || (standing.kind === 'none' && stepsShown)) return null;
  const action = (label: string) => (
    <Link className="hw-button hw-button--cta" to="/payment-methods">
      {label}
    </Link>
  );
  const icon = <CreditCard aria-hidden size={22} />;
  switch (standing.kind) {
    case 'none':
      return <Notice tone="status" icon={icon} title={t('home.card.noneTitle')} text={t('home.card.none')} action={action(t('home.card.add'))} />;
    case 'no-default':
      return <Notice tone="status" icon={icon} title={t('home.card.noDefaultTitle')} text={t('home.card.noDefault')} action={action(t('home.card.choose'))} />;
    default: {
      const expiry = `${String(standing.card.expMonth).padStart(2, '0')}/${standing.card.expYear}`;
      const key = standing.kind === 'expired' ? 'expired' : 'expiring';
      return (
        <Notice
          tone={standing.kind === 'expired' ? 'alert' : 'status'}
          icon={<AlertTriangle aria-hidden size={22} />}
          title={t(`home.card.${key}Title`, { last4: standing.card.last4, expiry })}
          text={t(`home.card.${key}`)}
          action={action(t('home.card.update'))}
        />
      );
    }
  }
}

/** The newest call of the last week that this person has not reviewed, if any. */
export function callWaitingForReview(calls: readonly CallHistoryItem[], now: number): CallHistoryItem | undefined {
  return calls.find((call) => call.review === null && now - new Date(call.endedAt ?? call.date).getTime() < REVIEW_ASKED_FOR_DAYS * 86_400_000);
}

function ReviewNotice() {
  const { t } = useTranslation(USER_NAMESPACE);
  const history = useCallHistory('USER', {}, 1);
  const call = callWaitingForReview(history.data?.calls ?? [], Date.now());
  if (!call) return null;
  return (
    <Notice
      tone="status"
      icon={<Star aria-hidden size={22} />}
      title={t('home.review.title')}
      text={t('home.review.text')}
      action={
        <Link className="hw-button hw-button--ghost" to={`/call-history?call=${encodeURIComponent(call.id)}`}>
          {t('home.review.action')}
        </Link>
      }
    />
  );
}

/** A call still on that the person stepped away from (closed its rejoin offer): back into it in one click. */
function RejoinNotice() {
  const { t } = useTranslation(USER_NAMESPACE);
  const call = useOutgoingCall((s) => s.call);
  const apply = useOutgoingCall((s) => s.apply);
  if (call.phase !== 'accepted' || !call.away) return null;
  return (
    <Notice
      tone="alert"
      icon={<PhoneCall aria-hidden size={22} />}
      title={call.helperFirstName ? t('home.rejoin.titleWith', { name: call.helperFirstName }) : t('home.rejoin.title')}
      text={t('home.rejoin.text')}
      action={
        <Button variant="cta" data-call-id={call.callId} onClick={() => apply((current) => stepAway(current, false))}>
          {t('home.rejoin.action')}
        </Button>
      }
    />
  );
}

/** What needs the person now, each only when true and each with its one action; a call still on first. */
export function NeedsYou({ stepsShown }: { stepsShown: boolean }) {
  return (
    <div className="hw-home-needs">
      <RejoinNotice />
      <TabNotice paymentMethodsPath="/payment-methods" helpPath="/help#billing" />
      <CardNotice stepsShown={stepsShown} />
      <ReviewNotice />
    </div>
  );
}
