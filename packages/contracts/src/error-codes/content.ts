/** Reason codes of the content service. */
export const CONTENT_ERROR_CODES = ['CONTENT_CATEGORY_NOT_FOUND', 'CONTENT_POLICY_NOT_FOUND', 'CONTENT_CONTACT_MESSAGE_NOT_FOUND'] as const;

export type ContentErrorCode = (typeof CONTENT_ERROR_CODES)[number];
