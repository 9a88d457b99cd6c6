import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { i18next } from './i18next-instance';

type Bundle = Record<string, unknown>;

/** The texts of one part of the app: English bundled, other built-in languages loaded on demand. */
export interface TextSource {
  en: Bundle;
  load: Partial<Record<string, () => Promise<{ default: Bundle } | Bundle>>>;
}

export const NAMESPACE = 'main';
const sources: TextSource[] = [];

async function loadBundle(source: TextSource, language: string): Promise<Bundle | undefined> {
  const loaded = await source.load[language]?.();
  if (!loaded) return undefined;
  return ('default' in loaded ? loaded.default : loaded) as Bundle;
}

const isBundle = (value: unknown): value is Bundle => !!value && typeof value === 'object' && !Array.isArray(value);

/** Sources may share a top-level key (the shell's and the account forms' "auth"): merged, not replaced. */
function merge(into: Bundle, from: Bundle): Bundle {
  for (const [key, value] of Object.entries(from)) into[key] = isBundle(value) && isBundle(into[key]) ? merge({ ...into[key] }, value) : value;
  return into;
}

/**
 * i18next backend for the built-in languages other than English: asks every registered source
 * (the kit, then each remote) for its bundle, so a language's texts download only when used.
 */
export const lazyTextsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, _namespace: string, callback: ReadCallback) {
    Promise.all(sources.map((source) => loadBundle(source, language)))
      .then((bundles) => callback(null, bundles.reduce<Bundle>((all, bundle) => (bundle ? merge(all, bundle) : all), {}) as ResourceKey))
      .catch((error: unknown) => callback(error as Error, false));
  },
};

/** Makes a source known to the backend only (its English is already in i18next's resources). */
export function addTextSource(source: TextSource): void {
  sources.push(source);
}

/**
 * Adds a part's texts: English at once, the current language when it is another built-in one.
 * Resolves when the texts for the current language are in place (remotes wait for it before
 * their first render).
 */
export async function registerTexts(source: TextSource): Promise<void> {
  sources.push(source);
  i18next.addResourceBundle('en', NAMESPACE, source.en, true, true);
  const language = i18next.language;
  if (!language || language === 'en' || !source.load[language]) return;
  const bundle = await loadBundle(source, language);
  if (bundle) i18next.addResourceBundle(language, NAMESPACE, bundle, true, true);
}
