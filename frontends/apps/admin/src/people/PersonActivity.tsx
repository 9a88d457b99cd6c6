import { Card } from '@helpwire/ui';
import { useFormatPrice } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { useFormatDate } from '../format';
import { ADMIN_NAMESPACE } from '../texts';
import type { PersonDetail } from './people-api';

/**
 * What the account did, each part from the service that owns it: its calls on either side (call),
 * what it spent and earned, net of refunds (payment), the disputes of its calls (payment) and the
 * flags the other side raised about it (call).
 */
export function PersonActivity({ person }: { person: PersonDetail }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const date = useFormatDate();
  const price = useFormatPrice();
  const calls = (side: PersonDetail['calls']['asUser']) =>
    side.calls === 0 ? t('people.activity.noCalls') : side.lastCallAt ? t('people.activity.lastCall', { date: date(side.lastCallAt) }) : '';
  const { money } = person;
  return (
    <>
      <Card className="hw-admin-card">
        <h3>{t('people.activity.title')}</h3>
        <dl className="hw-admin-facts hw-admin-facts--figures">
          <div>
            <dt>{t('people.activity.asUser')}</dt>
            <dd>{person.calls.asUser.calls}</dd>
            <dd className="hw-admin-muted hw-admin-people-figure-note">{calls(person.calls.asUser)}</dd>
          </div>
          <div>
            <dt>{t('people.activity.asHelper')}</dt>
            <dd>{person.calls.asHelper.calls}</dd>
            <dd className="hw-admin-muted hw-admin-people-figure-note">{calls(person.calls.asHelper)}</dd>
          </div>
          <div>
            <dt>{t('people.activity.spent')}</dt>
            <dd>{price(Number(money.spentCents))}</dd>
            <dd className="hw-admin-muted hw-admin-people-figure-note">
              {money.spentCalls ? t('people.activity.forCalls', { count: money.spentCalls }) : t('people.activity.noCalls')}
            </dd>
          </div>
          <div>
            <dt>{t('people.activity.earned')}</dt>
            <dd>{price(Number(money.earnedCents))}</dd>
            <dd className="hw-admin-muted hw-admin-people-figure-note">
              {money.earnedCalls ? t('people.activity.forCalls', { count: money.earnedCalls }) : t('people.activity.noCalls')}
            </dd>
          </div>
        </dl>
      </Card>
      <Card className="hw-admin-card">
        <h3>{t('people.disputes.title')}</h3>
        {person.disputes.length === 0 ? (
          <p className="hw-admin-muted">{t('people.disputes.none')}</p>
        ) : (
          <ul className="hw-admin-people-list">
            {person.disputes.map((dispute) => (
              <li key={dispute.id}>
                <span className="hw-admin-people-list__head">
                  <span dir="auto">{dispute.reason}</span>
                  <span className="hw-admin-pill hw-admin-pill--role">{t(`people.disputes.status.${dispute.status}`, { defaultValue: dispute.status })}</span>
                </span>
                <span className="hw-admin-muted">
                  {t(dispute.openedBy === dispute.side ? 'people.disputes.openedByThem' : 'people.disputes.openedAgainst')} · {date(dispute.createdAt)} ·{' '}
                  <span dir="ltr">{t('people.disputes.call', { id: dispute.callId })}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="hw-admin-card">
        <h3>{t('people.flags.title')}</h3>
        {person.flags.length === 0 ? (
          <p className="hw-admin-muted">{t('people.flags.none')}</p>
        ) : (
          <ul className="hw-admin-people-list">
            {person.flags.map((flag) => (
              <li key={`${flag.callId}:${flag.raisedBy}`}>
                <span className="hw-admin-people-list__head">
                  <span dir="auto">{flag.reason}</span>
                  <span className="hw-admin-pill hw-admin-pill--role">
                    {t(!flag.active ? 'people.flags.withdrawn' : flag.reviewed ? 'people.flags.reviewed' : 'people.flags.open')}
                  </span>
                </span>
                <span className="hw-admin-muted">
                  {t(`people.flags.by.${flag.raisedBy}`)} · {date(flag.createdAt)} · <span dir="ltr">{flag.callId}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
