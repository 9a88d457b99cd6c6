import { useTranslation } from '@helpwire/libs/i18n';
import { ADMIN_NAMESPACE } from '../texts';
import type { ShownChange } from './ChangeList';
import { useCategoryList } from './content-api';

/**
 * The categories an FAQ entry or a tutorial may belong to, in the reader's language: the offered
 * categories and their specialties (as the public site lists them), after the "none" choice.
 */
export function useHelpCategories(noneText: string) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const categories = useCategoryList();
  const flat = (categories.data ?? []).flatMap((top) => [
    { id: top.id, name: top.name },
    ...top.subCategories.map((sub) => ({ id: sub.id, name: t('helpContent.specialty', { parent: top.name, name: sub.name }) })),
  ]);
  const nameOf = (id: string | null) => (id === null ? noneText : (flat.find((category) => category.id === id)?.name ?? t('helpContent.otherCategory')));
  const options: [string, string][] = [['', noneText], ...flat.map((category): [string, string] => [category.id, category.name])];
  return { options, nameOf, order: flat.map((category) => category.id) };
}

/** The changes of an FAQ entry or a tutorial as the confirmation shows them: field names and categories in words. */
export function shownHelpChanges(
  t: (key: string) => string,
  nameOf: (id: string | null) => string,
  changes: { field: string; before: string; after: string }[],
  isNew: boolean,
): ShownChange[] {
  return changes.map((change) => ({
    field: change.field,
    label: t(`helpContent.fields.${change.field}`),
    before: change.field === 'category' ? (isNew ? '' : nameOf(change.before || null)) : change.before,
    after: change.field === 'category' ? nameOf(change.after || null) : change.after,
  }));
}
