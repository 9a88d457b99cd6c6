// Test-only: the polyfills live with the shared web test helpers.
import '@helpwire/account/testing';
