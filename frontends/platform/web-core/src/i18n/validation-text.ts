import { ValidationTexts } from '@helpwire/contracts/messages';

const keyByText: Record<string, string> = {
  [ValidationTexts.emailRequired]: 'validation.emailRequired',
  [ValidationTexts.mustBeEmail]: 'validation.mustBeEmail',
  [ValidationTexts.nameRequired]: 'validation.nameRequired',
  [ValidationTexts.subjectRequired]: 'validation.subjectRequired',
  [ValidationTexts.messageRequired]: 'validation.messageRequired',
};

/** The translation key of a contracts validation text (forms show it in the reader's language). */
export function validationKey(text: string | undefined): string | undefined {
  if (!text) return undefined;
  return keyByText[text] ?? text;
}
