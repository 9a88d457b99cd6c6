// Lint rules for the whole monorepo. Module boundaries are enforced by Nx project tags
// (package.json "nx.tags"): a service may import only the kit, proto and contracts; a web app features
// and the platform, a web feature only the platform. No package imports itself (Nx's default).
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

/** Nx's module boundaries: who may import whom, by project tag. */
const moduleBoundaries = {
  enforceBuildableLibDependency: false,
  allow: [],
  depConstraints: [
    { sourceTag: 'type:proto', onlyDependOnLibsWithTags: [] },
    { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
    { sourceTag: 'type:kit', onlyDependOnLibsWithTags: ['type:proto', 'type:contracts'] },
    { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:kit', 'type:proto', 'type:contracts'] },
    { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:service', 'type:kit', 'type:proto', 'type:contracts'] },
    { sourceTag: 'type:tests', onlyDependOnLibsWithTags: ['type:service', 'type:kit', 'type:proto', 'type:contracts'] },
    // The web (decision 0039): app → feature → platform. frontends/platform/* (design system, web core,
    // libs) imports only the platform; a feature (frontends/features/*) only the platform, never another
    // feature; an app (frontends/apps/*) features and the platform, never another app.
    { sourceTag: 'type:web-platform', onlyDependOnLibsWithTags: ['type:web-platform', 'type:contracts'] },
    { sourceTag: 'type:web-feature', onlyDependOnLibsWithTags: ['type:web-platform', 'type:contracts'] },
    { sourceTag: 'type:web-app', onlyDependOnLibsWithTags: ['type:web-feature', 'type:web-platform', 'type:contracts'] },
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'proto/src/gen/**', '.data/**', '.nx/**', '**/*.tsbuildinfo'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': ['error', moduleBoundaries],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Web apps use these through @helpwire/libs (one shared subset each; see frontends/platform/libs): a direct
    // import would bundle a second copy with its own router context or query cache.
    files: ['frontends/**/*.ts', 'frontends/**/*.tsx'],
    ignores: ['frontends/platform/libs/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'Import from @helpwire/libs/router.' },
            { name: '@tanstack/react-query', message: 'Import from @helpwire/libs/query.' },
            { name: 'react-i18next', message: 'Import from @helpwire/libs/i18n.' },
          ],
        },
      ],
    },
  },
  {
    // Jest loads its config and its --filter module as CommonJS (the config reads the service
    // registry with require('node:fs'); the stage filter and sequencer require theirs). Every test
    // file's setup requires Testing Library only where there is a DOM.
    files: ['jest.config.js', 'scripts/test-*.cjs', 'frontends/platform/build/testing-library-timeouts.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
