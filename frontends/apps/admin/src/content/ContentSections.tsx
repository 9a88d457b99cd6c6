import { useTranslation } from '@helpwire/libs/i18n';
import { useSearchParams } from '@helpwire/libs/router';
import type { ComponentType } from 'react';
import { ADMIN_NAMESPACE } from '../texts';
import { CategoriesSection } from './CategoriesSection';
import { FaqSection } from './faq/FaqSection';
import { PoliciesSection } from './policies/PoliciesSection';
import { TutorialSection } from './tutorials/TutorialSection';

/** The Content page's sections, each its own component; the chosen one is in the URL (?section=). */
export const CONTENT_SECTIONS: readonly { name: string; Section: ComponentType }[] = [
  { name: 'categories', Section: CategoriesSection },
  { name: 'faq', Section: FaqSection },
  { name: 'tutorials', Section: TutorialSection },
  { name: 'policies', Section: PoliciesSection },
];

/** The switcher between the sections, and the chosen one (the first when the URL names none). */
export function ContentSections() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const chosen = CONTENT_SECTIONS.find((section) => section.name === params.get('section')) ?? CONTENT_SECTIONS[0]!;
  return (
    <>
      <div className="hw-admin-tabs" role="group" aria-label={t('content.sections.label')}>
        {CONTENT_SECTIONS.map(({ name }) => (
          <button
            key={name}
            type="button"
            className="hw-admin-tab"
            aria-pressed={name === chosen.name}
            onClick={() => setParams(name === CONTENT_SECTIONS[0]!.name ? {} : { section: name })}
          >
            {t(`content.sections.${name}`)}
          </button>
        ))}
      </div>
      <chosen.Section />
    </>
  );
}
