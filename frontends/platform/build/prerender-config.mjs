// The rspack configuration of the build-time renderer (decision 0089): the shell's app and the
// public remote's pages bundled for Node, without Module Federation (a stand-in runtime hands the
// public page list over), stylesheets left out (the pre-rendered HTML links the built ones).
import { join } from 'node:path';
import { createWebConfig } from './rspack-config.mjs';

/** @param {{ shellDir: string, outDir: string }} options */
export function createPrerenderConfig({ shellDir, outDir }) {
  const web = createWebConfig({ name: 'shell', dir: shellDir, host: true });
  return {
    mode: 'production',
    context: shellDir,
    target: 'node20',
    entry: { 'render-page': './src/prerender/render-page.tsx' },
    devtool: false,
    output: { path: outDir, filename: '[name].cjs', chunkFilename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: {
      ...web.resolve,
      alias: {
        ...web.resolve.alias,
        '@module-federation/enhanced/runtime$': join(shellDir, 'src', 'prerender', 'federation-runtime.ts'),
        'hw_public/pages$': join(shellDir, '..', 'public', 'src', 'pages.tsx'),
      },
    },
    // One React for the renderer and react-dom/server, as in the browser's one shared copy.
    externals: [/^react(-dom)?(\/.*)?$/],
    externalsType: 'commonjs',
    module: {
      rules: [...web.module.rules.filter((rule) => String(rule.test) !== String(/\.css$/)), { test: /\.css$/, type: 'asset/source' }],
    },
    optimization: { minimize: false, splitChunks: false },
    experiments: { css: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
