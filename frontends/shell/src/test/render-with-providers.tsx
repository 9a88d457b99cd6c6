/** Test-only helpers for shell component tests: the shared web test helpers. */
export { clearCookies, jsonResponse, renderWithProviders, resetBrowserState } from '@helpwire/account-forms/testing';
