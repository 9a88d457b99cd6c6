/** A text in both languages, as stored and as sent. */
interface BothLanguages {
  en: string;
  ar: string;
}

/** One change of an FAQ entry or a tutorial: the field and its value before and after (the category as its id, '' for none). */
export interface HelpChange<F extends string> {
  field: F;
  before: string;
  after: string;
}

/**
 * The changes of the two texts of an item (question and answer, title and description) in the
 * editor's order — English, then Arabic — each named `<name>En` or `<name>Ar`.
 */
export function textChanges<N extends string>(
  [first, second]: [N, N],
  before: [BothLanguages, BothLanguages] | undefined,
  after: [BothLanguages, BothLanguages],
): HelpChange<`${N}${'En' | 'Ar'}`>[] {
  return (['en', 'ar'] as const).flatMap((language) => {
    const suffix = language === 'en' ? 'En' : 'Ar';
    return [
      { field: `${first}${suffix}` as const, before: before?.[0][language] ?? '', after: after[0][language] },
      { field: `${second}${suffix}` as const, before: before?.[1][language] ?? '', after: after[1][language] },
    ];
  });
}

/** The changes that change something; a new item's category is always shown (where it goes). */
export function realChanges<F extends string>(all: HelpChange<F | 'category'>[], isNew: boolean): HelpChange<F | 'category'>[] {
  return all.filter((change) => change.before !== change.after || (isNew && change.field === 'category'));
}
