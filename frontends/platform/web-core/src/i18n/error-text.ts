import { i18next } from './i18next-instance';
import { codeOwner, KIT_NAMESPACE } from './text-bundles';
import { validationKey } from './validation-text';

const keyOf = (code: string) => `codes.${code}`;

/**
 * The text of a reason code (decision 0016, 0040) in the reader's language: `codes.<CODE>` of the
 * namespace that owns the code — the one given, else the feature or app whose registered texts hold
 * the code — else of the web core (platform and content codes). Undefined for a code no one owns.
 */
export function errorCodeText(code: string | undefined, namespace?: string): string | undefined {
  if (!code) return undefined;
  const key = keyOf(code);
  const owner = [namespace, codeOwner(code), KIT_NAMESPACE].find((ns) => ns && i18next.exists(key, { ns }));
  return owner ? i18next.t(key, { ns: owner }) : undefined;
}

/**
 * A failed call's message for people: the text of its code (in `namespace`, the owner's, the core's),
 * else the translation of a contracts validation text (codes whose text carries data, like
 * VALIDATION_FAILED), else the server's own text for a code the web does not know yet, else the
 * fallback, else the core's generic "Something went wrong".
 */
export function errorText(failure: { code?: string | undefined; message?: string | undefined }, fallback?: string, namespace?: string): string {
  const byCode = errorCodeText(failure.code, namespace);
  if (byCode) return byCode;
  const key = validationKey(failure.message);
  if (key && key !== failure.message) return i18next.t(key, { ns: KIT_NAMESPACE });
  return failure.message || fallback || i18next.t('errors.something-went-wrong', { ns: KIT_NAMESPACE });
}
