import { z } from 'zod';

/**
 * In a browser, zod parses without compiling code (`jitless`): its `new Function` probe would be
 * reported as a Content-Security-Policy violation by the web's strict policy (no 'unsafe-eval',
 * decision 0020). The config is global (every copy of zod on the page shares it), and the web gets
 * zod only through these contracts, so this runs before any of its parses. Servers keep the JIT.
 */
if ('document' in globalThis) z.config({ jitless: true });
