import { i18next } from './i18next-instance';
import { KIT_NAMESPACE } from './text-bundles';
import { validationKey } from './validation-text';

/**
 * The text of a reason code (decision 0016) in the reader's language: `codes.<CODE>` of the web core's
 * bundle (platform and content codes), else of the package that owns the domain and has registered
 * its texts (account-forms: the AUTH_* codes). Undefined for a code no bundle knows.
 */
export function errorCodeText(code: string | undefined): string | undefined {
  if (!code) return undefined;
  const key = `codes.${code}`;
  const loaded = Object.keys(i18next.store?.data?.en ?? {});
  const namespace = [KIT_NAMESPACE, ...loaded.filter((ns) => ns !== KIT_NAMESPACE)].find((ns) => i18next.exists(key, { ns }));
  return namespace ? i18next.t(key, { ns: namespace }) : undefined;
}

/**
 * A failed call's message for people: the text of its code, else the translation of a contracts
 * validation text (codes whose text carries data, like VALIDATION_FAILED), else the server's own
 * text for a code the web does not know yet, else the fallback.
 */
export function errorText(failure: { code?: string | undefined; message?: string | undefined }, fallback: string): string {
  const byCode = errorCodeText(failure.code);
  if (byCode) return byCode;
  const key = validationKey(failure.message);
  if (key && key !== failure.message) return i18next.t(key, { ns: KIT_NAMESPACE });
  return failure.message || fallback;
}
