/** Reason codes of the content service. */
export const CONTENT_ERROR_CODES = [
  'CONTENT_CATEGORY_NOT_FOUND',
  'CONTENT_POLICY_NOT_FOUND',
  'CONTENT_CONTACT_MESSAGE_NOT_FOUND',
  'CONTENT_NOTHING_TO_EXPORT',
  'CONTENT_NOT_SUBSCRIBED',
  // the help content's edits (decision 0080)
  'CONTENT_FAQ_NOT_FOUND',
  'CONTENT_TUTORIAL_NOT_FOUND',
  'CONTENT_TUTORIAL_VIDEO_INVALID',
] as const;

export type ContentErrorCode = (typeof CONTENT_ERROR_CODES)[number];
