/**
 * Where the contracts' texts (schema validation messages, the API's success answers) are translated:
 * each text's key in a feature's locale, named by the constant that holds it, never by its wording.
 * `groups` maps a locale group (`texts.auth`) to a contracts constant (`AuthTexts`); a text that two
 * constants hold takes the first group's key.
 */
export function contractTextKeys(groups: Record<string, Readonly<Record<string, unknown>>>): ReadonlyMap<string, string> {
  const keys = new Map<string, string>();
  for (const [group, texts] of Object.entries(groups)) {
    for (const [name, text] of Object.entries(texts)) {
      if (typeof text === 'string' && !keys.has(text)) keys.set(text, `${group}.${name}`);
    }
  }
  return keys;
}
