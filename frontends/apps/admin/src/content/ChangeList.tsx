import { useTranslation } from '@helpwire/libs/i18n';
import { ArrowRight } from 'lucide-react';
import { ADMIN_NAMESPACE } from '../texts';

/** One change an admin confirms, as people read it: the field's name, what it was and what it becomes. */
export interface ShownChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** The changes of an edit, each before → after (a new item's "before" is empty: "(none)"). */
export function ChangeList({ changes }: { changes: ShownChange[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <dl className="hw-admin-changes">
      {changes.map((change) => (
        <div key={change.field} className="hw-admin-change" data-field={change.field}>
          <dt>{change.label}</dt>
          <dd>
            <span className="hw-admin-change__before" dir="auto">
              <span className="hw-visually-hidden">{t('content.before')}: </span>
              {change.before || t('content.emptyValue')}
            </span>
            <ArrowRight aria-hidden size={16} className="hw-mirror hw-admin-change__arrow" />
            <span className="hw-admin-change__after" dir="auto">
              <span className="hw-visually-hidden">{t('content.after')}: </span>
              {change.after || t('content.emptyValue')}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
