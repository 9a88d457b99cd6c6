import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { i18next } from './i18next-instance';

type Bundle = Record<string, unknown>;

/**
 * The texts of one part of the app in its own i18next namespace (the package's name: kit, shell,
 * public, user, helper, admin, account-forms): English bundled, other built-in languages loaded on demand.
 */
export interface TextSource {
  namespace: string;
  en: Bundle;
  load: Partial<Record<string, () => Promise<{ default: Bundle } | Bundle>>>;
}

/** The web core's namespace (named `kit` since before the split): its texts (common words, errors, validation, toasts) are every package's fallback. */
export const KIT_NAMESPACE = 'kit';
const sources: TextSource[] = [];
/** Reason code → the namespace whose texts translate it (its bundle's `codes.<CODE>`; decision 0040). */
const owners = new Map<string, string>();

/** The namespace that registered a text for this reason code, if any. */
export function codeOwner(code: string): string | undefined {
  return owners.get(code);
}

function ownCodes(source: TextSource): void {
  const codes = source.en['codes'];
  if (codes && typeof codes === 'object') for (const code of Object.keys(codes)) owners.set(code, source.namespace);
}

async function loadBundle(source: TextSource, language: string): Promise<Bundle | undefined> {
  const loaded = await source.load[language]?.();
  if (!loaded) return undefined;
  return ('default' in loaded ? loaded.default : loaded) as Bundle;
}

const isBundle = (value: unknown): value is Bundle => !!value && typeof value === 'object' && !Array.isArray(value);

/** A namespace may have several sources (the shell's texts and its lazy auth pages' texts): merged, not replaced. */
function merge(into: Bundle, from: Bundle): Bundle {
  for (const [key, value] of Object.entries(from)) into[key] = isBundle(value) && isBundle(into[key]) ? merge({ ...into[key] }, value) : value;
  return into;
}

/**
 * i18next backend for the built-in languages other than English: asks the sources registered for
 * the namespace for their bundle, so a language's texts download only when used.
 */
export const lazyTextsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    Promise.all(sources.filter((source) => source.namespace === namespace).map((source) => loadBundle(source, language)))
      .then((bundles) => callback(null, bundles.reduce<Bundle>((all, bundle) => (bundle ? merge(all, bundle) : all), {}) as ResourceKey))
      .catch((error: unknown) => callback(error as Error, false));
  },
};

/** Makes a source known to the backend only (its English is already in i18next's resources). */
export function addTextSource(source: TextSource): void {
  sources.push(source);
  ownCodes(source);
}

/**
 * Adds a part's texts to its namespace: English at once, the current language when it is another
 * built-in one. Resolves when the texts for the current language are in place (remotes wait for it
 * before their first render).
 */
export async function registerTexts(source: TextSource): Promise<void> {
  sources.push(source);
  ownCodes(source);
  i18next.addResourceBundle('en', source.namespace, source.en, true, true);
  const language = i18next.language;
  const bundle = language && language !== 'en' ? await loadBundle(source, language) : undefined;
  if (bundle) i18next.addResourceBundle(language, source.namespace, bundle, true, true);
  // Known to i18next from now on, so changing the language later loads this namespace too.
  await i18next.loadNamespaces(source.namespace);
}
