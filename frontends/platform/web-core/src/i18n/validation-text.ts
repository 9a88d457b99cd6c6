import { ValidationTexts } from '@helpwire/contracts/messages';
import { contractTextKeys } from './contract-text-keys';

const keys = contractTextKeys({ validation: ValidationTexts });

/** The web core's key (`validation.<name>`) of a contracts validation text; the text itself when it is not one. */
export function validationKey(text: string | undefined): string | undefined {
  if (!text) return undefined;
  return keys.get(text) ?? text;
}
