/** Test-only helpers for shell component tests: the shared web test helpers. */
export { cachedUser, clearCookies, currentUser, jsonResponse, renderWithProviders, resetBrowserState, signedIn } from '@helpwire/account/testing';
