import { useTranslation } from '@helpwire/libs/i18n';
import { ADMIN_NAMESPACE } from '../texts';
import type { Person } from './people-api';

/** "First Last", or the erased account's placeholder. */
export const personName = (person: Pick<Person, 'firstName' | 'lastName' | 'erased'>, erasedName: string) =>
  person.erased ? erasedName : `${person.firstName} ${person.lastName}`.trim();

/** The account's roles (a helper's review status beside it) and, when so, Suspended or Erased. */
export function PersonBadges({ person }: { person: Person }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <span className="hw-admin-people-badges">
      {person.roles.map((role) => (
        <span key={role.role} className={`hw-admin-pill hw-admin-pill--role${role.status ? ` hw-admin-pill--${role.status.toLowerCase()}` : ''}`}>
          {t(`people.role.${role.role}`)}
          {role.status ? ` · ${t(`people.review.${role.status}`)}` : ''}
        </span>
      ))}
      {person.suspension && <span className="hw-admin-pill hw-admin-pill--suspended">{t('people.suspended')}</span>}
      {person.erased && <span className="hw-admin-pill hw-admin-pill--erased">{t('people.erased')}</span>}
    </span>
  );
}
