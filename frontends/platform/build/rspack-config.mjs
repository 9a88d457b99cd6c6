// The one rspack + Module Federation configuration of every web app (the shell host and the
// remotes). Each app's rspack.config.mjs only names itself and what it exposes.
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import rspack from '@rspack/core';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChunkGraphPlugin } from './chunk-graph-plugin.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const require = createRequire(join(repoRoot, 'package.json'));
const version = (name) => require(`${name}/package.json`).version;

/*
 * A shared module keeps all its exports. Federation's experimental shared tree shaking let a remote
 * load its own shaken react-router and split the router context, so instead the big libraries are
 * shared through @helpwire/libs, whose modules re-export only what the apps use (docs/decisions/0006).
 */

/** Libraries with state or context: one copy at run time, whichever app loads first. */
export const sharedSingletons = () => ({
  react: { singleton: true, requiredVersion: `^${version('react')}` },
  'react-dom': { singleton: true, requiredVersion: `^${version('react-dom')}` },
  'react-dom/': { singleton: true, requiredVersion: `^${version('react-dom')}` },
  // react-router, TanStack Query and react-i18next are shared through @helpwire/libs: a shared
  // package keeps every export, and these three carry far more than the apps use (59 KB → 13 KB
  // gzipped for the router alone). One singleton each, so one router context and one query cache.
  '@helpwire/libs/router': { singleton: true, requiredVersion: '^0.1.0', version: '0.1.0' },
  '@helpwire/libs/query': { singleton: true, requiredVersion: '^0.1.0', version: '0.1.0' },
  '@helpwire/libs/i18n': { singleton: true, requiredVersion: '^0.1.0', version: '0.1.0' },
  i18next: { singleton: true, requiredVersion: `^${version('i18next')}` },
  zustand: { singleton: true, requiredVersion: `^${version('zustand')}` },
  // The platform: the design system and the run-time core (store, API and realtime clients, i18n).
  '@helpwire/ui': { singleton: true, requiredVersion: '^0.1.0', version: '0.1.0' },
  '@helpwire/web-core': { singleton: true, requiredVersion: '^0.1.0', version: '0.1.0' },
  // The one feature with state the shell and the remotes share (the call in progress, the ringing
  // calls): loaded only by signed-in screens, so `/` carries none of it (decisions 0006, 0039). The
  // other features hold no module state: each app bundles what it imports.
  '@helpwire/calls': { singleton: true, requiredVersion: '^0.1.0', version: '0.1.0' },
});

/** The Module Federation name of an app folder: shell → hw_shell, public → hw_public. */
export const federationName = (name) => `hw_${name}`;

/**
 * @param {{ name: string, dir: string, exposes?: Record<string, string>, host?: boolean }} app
 */
export function createWebConfig({ name, dir, exposes = {}, host = false }) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: join(dir, 'dist'),
      // The shell is served at /, each remote under /mf/<name>/ (the gateway mounts them there).
      publicPath: host ? '/' : `/mf/${name}/`,
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      cssFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      cssChunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: `helpwire_${name}`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // Built workspace packages (the contracts) are bundled from their sources.
      conditionNames: ['@helpwire/source', '...'],
      alias: {
        // A source package (no build of its own): each app bundles what it imports, lazily.
        '@helpwire/account$': join(repoRoot, 'frontends/features/account/src/index.ts'),
        // The current user only (no forms, no zod): the shell's first bundle reads it.
        '@helpwire/account/current-user$': join(repoRoot, 'frontends/features/account/src/current-user.ts'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        // janus.js (decision 0029) is an ES module wrapped in a UMD prelude: parsed as strict ESM, its
        // `typeof define` / `typeof module` checks see nothing and it exports the Janus class.
        { test: /janus-gateway[\\/]npm[\\/]dist[\\/]janus\.es\.js$/, type: 'javascript/esm' },
        { test: /\.css$/, type: 'css' },
        { test: /\.(woff2?|svg|png|jpg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // What loads what, for the test of the budget of `/` (tests/web/initial-load-budget.test.ts).
      ...(production ? [new ChunkGraphPlugin()] : []),
      new ModuleFederationPlugin({
        // "public" is a reserved word: federation names carry a prefix.
        name: federationName(name),
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedSingletons(),
        // loaded-first: a shared module loaded later (@helpwire/calls, with the signed-in screens) is
        // the copy already registered — the shell's — without first fetching every remote's entry to
        // compare versions (version-first would, and one remote that cannot load would fail it), and a
        // remote initialised later does not replace it with its own copy.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One federation runtime: the shell provides it, remotes use it instead of shipping their own.
        // target web: the runtime leaves out its Node.js code paths.
        experiments: { ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web' } },
      }),
      ...(host
        ? [
            new rspack.HtmlRspackPlugin({ template: join(dir, 'public', 'index.html'), inject: 'body', minify: production }),
            new rspack.CopyRspackPlugin({ patterns: [{ from: join(dir, 'public'), globOptions: { ignore: ['**/index.html'] } }] }),
          ]
        : []),
    ],
    optimization: {
      minimize: production,
      // The shell's bootstrap and the design system both draw icons: lucide's core (not the icons) in one chunk, not a copy in each.
      ...(host
        ? {
            splitChunks: {
              cacheGroups: {
                lucideCore: {
                  test: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
                  name: 'lucide-core',
                  chunks: 'async',
                  minSize: 0,
                  enforce: true,
                },
              },
            },
          }
        : {}),
    },
    performance: { hints: false },
    experiments: { css: true },
    stats: 'errors-warnings',
  };
}
