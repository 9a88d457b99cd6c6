import { Card } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useFormatPrice } from '@helpwire/web-core';
import { Filter } from 'lucide-react';
import { useFormatDate } from '../format';
import { ADMIN_NAMESPACE } from '../texts';
import type { AuditEntry } from './audit-api';
import { diffRows, type DiffRow } from './audit-filters';

/** A field that holds money (integer cents): shown as money. */
const isCents = (key: string) => /cents|minor/i.test(key);

function Value({ field, value }: { field: string; value: DiffRow['before'] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const price = useFormatPrice();
  if (value === undefined) return <span className="hw-admin-muted">{t('audit.diff.absent')}</span>;
  if (value === null) return <span className="hw-admin-muted">{t('audit.diff.empty')}</span>;
  if (typeof value === 'boolean') return <>{t(value ? 'audit.diff.yes' : 'audit.diff.no')}</>;
  if (typeof value === 'number' && isCents(field)) return <>{price(value)}</>;
  // A status word (DISMISSED, APPROVED) in the reader's language; any other text as written.
  if (typeof value === 'string' && /^[A-Z_]+$/.test(value)) return <>{t(`audit.values.${value}`, { defaultValue: value })}</>;
  return <span dir="auto">{String(value)}</span>;
}

/**
 * One entry of the audit log (decision 0065): who did what and when, to which object, the reason,
 * and the object before and after, the changed fields first and marked.
 */
export function AuditEntryCard({ entry, onObject }: { entry: AuditEntry; onObject: (objectType: string, objectId: string) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const date = useFormatDate();
  const rows = diffRows(entry.before, entry.after);
  const label = (key: string) => t(`audit.keys.${key}`, { defaultValue: key });
  return (
    <Card className="hw-admin-entry" data-entry={entry.id} data-action={entry.action}>
      <header className="hw-admin-entry__head">
        <h2>{t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}</h2>
        <time dateTime={entry.occurredAt} className="hw-admin-muted">
          {date(entry.occurredAt, true)}
        </time>
      </header>
      <dl className="hw-admin-facts hw-admin-entry__facts">
        <div>
          <dt>{t('audit.who')}</dt>
          <dd dir={entry.actorId ? 'ltr' : undefined}>{entry.actorId ?? t('audit.commandLine')}</dd>
        </div>
        <div>
          <dt>{t('audit.object')}</dt>
          <dd>
            {t(`audit.objectTypes.${entry.objectType}`, { defaultValue: entry.objectType })}{' '}
            <span className="hw-admin-entry__id" dir="ltr">
              {entry.objectId}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('audit.service')}</dt>
          <dd dir="ltr">{entry.service}</dd>
        </div>
      </dl>
      <p className="hw-admin-entry__reason">
        <strong>{t('audit.reason')}:</strong> <span dir="auto">{entry.reason ?? t('audit.noReason')}</span>
      </p>
      {rows.length === 0 ? (
        <p className="hw-admin-muted hw-admin-entry__nodiff">{t('audit.diff.none')}</p>
      ) : (
        <table className="hw-admin-diff">
          <caption className="hw-visually-hidden">{t('audit.diff.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.diff.field')}</th>
              <th scope="col">{t('audit.diff.before')}</th>
              <th scope="col">{t('audit.diff.after')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.changed ? 'hw-admin-diff__changed' : undefined}>
                <th scope="row">
                  {label(row.key)}
                  {row.changed && <span className="hw-visually-hidden"> ({t('audit.diff.changed')})</span>}
                </th>
                <td className="hw-admin-diff__before" data-label={t('audit.diff.before')}>
                  <Value field={row.key} value={row.before} />
                </td>
                <td className="hw-admin-diff__after" data-label={t('audit.diff.after')}>
                  <Value field={row.key} value={row.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" className="hw-admin-link" onClick={() => onObject(entry.objectType, entry.objectId)}>
        <Filter aria-hidden size={16} />
        {t('audit.sameObject')}
      </button>
    </Card>
  );
}
