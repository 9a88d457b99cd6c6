/**
 * User-facing texts of the product specification, verbatim (typos included: clients match them).
 * Validation messages live next to the schemas that use them.
 */
export const Texts = {
  subscribeSuccessful: 'Subscribe Successful',
  unsubscribeSuccessful: 'Unsubscribed Successfully',
  contactCreated: 'Your message has been sent. We will get back to you soon.',
  noFaqs: 'No FAQs available for this category.',
  noTutorials: 'No Tutorials Found',
  noHelperInCategory: 'No helper exists in this Category.',
  categoryNotFound: 'Category not found',
  policyNotFound: 'Policy not found',
  routeNotFound: 'Route not found',
  unauthorized: 'Unauthorized',
  /** The realtime channel's connect error for a missing, bad or revoked token (spec §4 Connection, §8). */
  forbidden: 'Forbidden',
  tooManyRequests: 'Too many requests, please try again later.',
  internalError: 'Something went wrong. Please try again later.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  success: 'Success',
} as const;

export const ValidationTexts = {
  mustBeEmail: 'Must be email',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  invalidId: 'Invalid id',
  invalidPolicyType: 'Policy type must be privacy or terms',
  invalidPolicyVersion: 'version must be a whole number from 1',
  pageMustBePositive: 'page must be a whole number from 1',
  limitOutOfRange: 'limit must be a whole number from 1 to 100',
  nullCharacter: 'Text must not contain the null character (\\u0000)',
} as const;

/** Why a request was refused before any route saw it (a 4xx the HTTP layer raised). */
export const RequestTexts = {
  malformedJson: 'Malformed JSON body',
  bodyTooLarge: 'Request body is too large',
  unsupportedEncoding: 'Unsupported body encoding',
  invalidCompressedBody: 'The request body is not valid for its Content-Encoding',
  aborted: 'The request body was not received completely',
  malformedUrl: 'Malformed URL: a % escape is not valid',
} as const;
