/** Reason codes of the content service. */
export const CONTENT_ERROR_CODES = [
  'CONTENT_CATEGORY_NOT_FOUND',
  'CONTENT_POLICY_NOT_FOUND',
  'CONTENT_CONTACT_MESSAGE_NOT_FOUND',
  'CONTENT_NOTHING_TO_EXPORT',
  'CONTENT_NOT_SUBSCRIBED',
] as const;

export type ContentErrorCode = (typeof CONTENT_ERROR_CODES)[number];
