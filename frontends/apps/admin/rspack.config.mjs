import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebConfig } from '../../platform/build/rspack-config.mjs';

export default createWebConfig({
  name: 'admin',
  dir: dirname(fileURLToPath(import.meta.url)),
  exposes: { './pages': './src/pages.ts' },
});
