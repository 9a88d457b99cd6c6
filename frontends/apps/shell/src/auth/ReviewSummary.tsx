import { Button } from '@helpwire/ui';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import type { SignUpValues } from './sign-up-form';

/** The helper's answers before "Create account", each section with a way back to change it. */
export function ReviewSummary({ values, onEdit }: { values: SignUpValues; onEdit: (step: number) => void }) {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const rows: [string, ReactNode][][] = [
    [
      [t('auth.review.name'), `${values.firstName} ${values.lastName}`],
      [t('auth.fields.username'), values.username],
      [t('auth.fields.email'), <bdi key="email">{values.email}</bdi>],
      [t('auth.fields.phone'), <bdi key="phone">{values.phone}</bdi>],
      [t('auth.fields.gender'), values.gender ? t(`auth.genders.${values.gender}`) : ''],
    ],
    [
      [t('auth.review.categories'), values.categories.map((c) => c.label).join(', ')],
      [t('auth.review.languages'), values.languages.map((l) => l.label).join(', ')],
      [t('auth.fields.address'), values.location.address],
      ...(values.bio.trim() ? ([[t('auth.fields.bio'), values.bio]] as [string, ReactNode][]) : []),
    ],
    [
      [t('auth.review.idCard'), values.idCard?.name ?? ''],
      [t('auth.review.documents'), values.documents.map((d) => d.name).join(', ')],
    ],
  ];
  const titles = [t('auth.steps.account'), t('auth.steps.profile'), t('auth.steps.documents')];
  return (
    <div className="hw-auth-review">
      {rows.map((section, index) => (
        <section key={titles[index]} className="hw-auth-review__section" aria-label={titles[index]}>
          <div className="hw-auth-review__head">
            <h3>{titles[index]}</h3>
            <Button variant="ghost" size="small" onClick={() => onEdit(index)} aria-label={t('auth.review.edit', { section: titles[index] })}>
              <Pencil aria-hidden size={16} />
              {t('auth.review.editShort')}
            </Button>
          </div>
          <dl>
            {section.map(([term, detail]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{detail}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
