/**
 * Test-only: what jsdom lacks and react-router needs when it loads (TextEncoder/TextDecoder).
 * Import it before anything that imports react-router.
 */
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as unknown as { TextEncoder?: unknown; TextDecoder?: unknown };
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
