// Component tests run beside the browser stage, at a lower priority (decision 0052): a lazy chunk or
// a language's texts can take longer than Testing Library's 1 s default to appear, which made
// findBy/waitFor fail under load while passing alone. A slower answer is still an answer.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
