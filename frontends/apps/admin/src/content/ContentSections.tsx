import { useTranslation } from '@helpwire/libs/i18n';
import { useSearchParams } from '@helpwire/libs/router';
import { ADMIN_NAMESPACE } from '../texts';

/** The parts of the Content page, each its own screen (?section=; the categories when absent). */
export const CONTENT_SECTIONS = ['categories', 'faq', 'tutorials'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

/** The section in the address, and a way to open another (which leaves the one before behind: its choice, its filters). */
export function useContentSection(): [ContentSection, (section: ContentSection) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const section = CONTENT_SECTIONS.find((name) => name === asked) ?? 'categories';
  return [section, (next) => setParams(next === 'categories' ? {} : { section: next })];
}

/** The switcher between the Content page's sections (decision 0080). */
export function ContentSectionTabs({ section, onChoose }: { section: ContentSection; onChoose: (section: ContentSection) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div className="hw-admin-tabs" role="group" aria-label={t('helpContent.sections.label')}>
      {CONTENT_SECTIONS.map((name) => (
        <button key={name} type="button" className="hw-admin-tab" aria-pressed={name === section} onClick={() => onChoose(name)}>
          {t(`helpContent.sections.${name}`)}
        </button>
      ))}
    </div>
  );
}
