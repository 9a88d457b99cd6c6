import sanitizeHtml from 'sanitize-html';

/** The HTML a notification's body may keep: text formatting, paragraphs, lists and links. */
const BODY_RULES: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'span'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  // An app route ("/helper/earnings") stays a relative link.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** A notification's body made safe to render as HTML (scripts, handlers, styles and unknown tags removed). */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, BODY_RULES);
}

/** The body as plain text, for SMS and push (tags dropped, entities decoded, spaces collapsed). */
export function bodyText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li)>|<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
