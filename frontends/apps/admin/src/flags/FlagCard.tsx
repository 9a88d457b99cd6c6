import { Button, Card } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { toast } from '@helpwire/web-core';
import { Ban, Check, Flag, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useFormatDate } from '../format';
import { ADMIN_NAMESPACE } from '../texts';
import { FlagActionDialog, type FlagAction } from './FlagActionDialog';
import { useActOnFlag, useDismissFlag, type FlaggedCall, type Side } from './flags-api';

/** The mark of how a flag was closed. */
function OutcomeIcon({ outcome }: { outcome: NonNullable<FlaggedCall['review']>['outcome'] }) {
  if (outcome === 'BANNED') return <Ban aria-hidden size={18} />;
  if (outcome === 'WARNED') return <TriangleAlert aria-hidden size={18} />;
  return <Check aria-hidden size={18} />;
}

/** The other side of the call: whom a flag raised by `side` names. */
const otherSide = (side: Side): Side => (side === 'USER' ? 'HELPER' : 'USER');

/**
 * One flag raised after a call (issue 24, item 5): who raised it against whom, the reason, the call's
 * facts, and — while open — dismiss it, warn or ban the account it names. A reviewed flag shows the review.
 */
export function FlagCard({ flagged, categoryName }: { flagged: FlaggedCall; categoryName: (id: string) => string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const date = useFormatDate();
  const dismiss = useDismissFlag();
  const sanction = useActOnFlag();
  const [action, setAction] = useState<FlagAction>();
  const { flag, review } = flagged;
  const raiser = t(`flags.party.${flag.side}`);
  const named = t(`flags.party.${otherSide(flag.side)}`);
  const minutes = Math.floor(flagged.billableSeconds / 60);
  const seconds = flagged.billableSeconds % 60;

  const act = async (text: string) => {
    if (action === 'dismiss') {
      await dismiss.mutateAsync({ callId: flag.callId, side: flag.side, note: text });
      toast.success(t('flags.dismiss.done'));
    } else if (action) {
      await sanction.mutateAsync({ callId: flag.callId, side: flag.side, action: action === 'warn' ? 'WARN' : 'BAN', reason: text });
      toast.success(t(`flags.${action}.done`, { party: named }));
    }
    setAction(undefined);
  };

  const facts: [string, string, boolean?][] = [
    [t('flags.facts.call'), flag.callId, true],
    [t('flags.facts.category'), categoryName(flagged.categoryId)],
    [t('flags.facts.started'), date(flagged.acceptedAt, true)],
    [t('flags.facts.ended'), flagged.endedAt ? date(flagged.endedAt, true) : t('flags.facts.notEnded')],
    [t('flags.facts.duration'), t('flags.facts.minutesSeconds', { minutes, seconds: String(seconds).padStart(2, '0') })],
    [t('flags.facts.raisedBy', { party: raiser }), flagged.raisedBy, true],
    [t('flags.facts.named', { party: named }), flagged.subjectId, true],
  ];
  return (
    <Card className="hw-admin-flag" data-call={flag.callId} data-side={flag.side}>
      <header className="hw-admin-flag__head">
        <h2>
          <Flag aria-hidden size={18} />
          {t(`flags.title.${flag.side}`)}
        </h2>
        <time dateTime={flag.createdAt} className="hw-admin-muted">
          {t('flags.raisedOn', { date: date(flag.createdAt, true) })}
        </time>
      </header>
      <blockquote className="hw-admin-flag__reason" dir="auto">
        {flag.reason}
      </blockquote>
      {!flag.isFlagged && <p className="hw-admin-muted">{t('flags.withdrawn', { party: raiser })}</p>}
      <dl className="hw-admin-facts">
        {facts.map(([label, value, ltr]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd dir={ltr ? 'ltr' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      {review ? (
        <p className={`hw-admin-flag__review hw-admin-flag__review--${review.outcome.toLowerCase()}`} data-outcome={review.outcome}>
          <OutcomeIcon outcome={review.outcome} />
          <span>
            <strong>
              {t(`flags.closed.${review.outcome}`, { date: date(review.reviewedAt, true), party: t(`flags.partyCapital.${otherSide(flag.side)}`) })}
            </strong>{' '}
            <span dir="auto">{review.note}</span>
          </span>
        </p>
      ) : (
        <div className="hw-admin-decision">
          <Button variant="ghost" onClick={() => setAction('dismiss')}>
            <Check aria-hidden size={18} />
            {t('flags.dismiss.open')}
          </Button>
          <Button variant="ghost" onClick={() => setAction('warn')}>
            <TriangleAlert aria-hidden size={18} />
            {t('flags.warn.open', { party: named })}
          </Button>
          <Button variant="ghost" className="hw-admin-reject-open" onClick={() => setAction('ban')}>
            <Ban aria-hidden size={18} />
            {t('flags.ban.open', { party: named })}
          </Button>
        </div>
      )}
      {action && (
        <FlagActionDialog
          action={action}
          party={named}
          helper={otherSide(flag.side) === 'HELPER'}
          busy={dismiss.isPending || sanction.isPending}
          onSubmit={act}
          onClose={() => setAction(undefined)}
        />
      )}
    </Card>
  );
}
