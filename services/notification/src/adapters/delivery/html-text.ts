/**
 * Plain text from a notification's (sanitised) HTML, for the text part of an e-mail, SMS and push:
 * blocks become lines, list items "- …", a link "words (address)" when its words are not the
 * address, every other tag dropped and the entities decoded.
 */
const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  euro: '€',
};

function codePoint(value: number): string {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff) ? String.fromCodePoint(value) : '\uFFFD';
}

/** Decodes named (the common ones) and numeric character references; unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return codePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
    return namedEntities[name.toLowerCase()] ?? whole;
  });
}

const blockEnd = /<\/(p|div|h[1-6]|ul|ol|table|tr|blockquote|pre|section|article|header|footer)\s*>/gi;

export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style|head)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(
      /<a\b[^>]*?\bhref\s*=\s*("([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a\s*>/gi,
      (_whole, _quoted, double: string | undefined, single: string | undefined, inner: string) => {
        // Left encoded, like the words: the whole text is decoded once at the end.
        const href = (double ?? single ?? '').trim();
        const words = inner.replace(/<[^>]*>/g, '').trim();
        return !href || href.startsWith('#') || decodeEntities(words) === decodeEntities(href) ? words : `${words} (${href})`;
      },
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(blockEnd, '\n\n')
    .replace(/<(p|div|h[1-6]|ul|ol|table|tr|blockquote|pre)\b[^>]*>/gi, '\n')
    .replace(/<\/(td|th)\s*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
