// Component tests run beside the browser stage, at a lower priority (decision 0052): a lazy chunk or
// a language's texts can take longer than Testing Library's 1 s default to appear, which made
// findBy/waitFor fail under load while passing alone. A slower answer is still an answer.
// Every test file runs this; only those with a DOM (`@jest-environment jsdom`) load Testing Library,
// which the ~290 others would load for nothing.
import type { configure as Configure } from '@testing-library/dom';

if (typeof document !== 'undefined') {
  const { configure } = require('@testing-library/dom') as { configure: typeof Configure };
  configure({ asyncUtilTimeout: 10_000 });
}
