// Lint rules for the whole monorepo. Module boundaries are enforced by Nx project tags
// (package.json "nx.tags"): a service may import only the kit, proto and contracts.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'proto/src/gen/**', '.data/**', '.nx/**', '**/*.tsbuildinfo'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:proto', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:kit', onlyDependOnLibsWithTags: ['type:proto'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:kit', 'type:proto', 'type:contracts'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:service', 'type:kit', 'type:proto', 'type:contracts'] },
            { sourceTag: 'type:tests', onlyDependOnLibsWithTags: ['type:service', 'type:kit', 'type:proto', 'type:contracts'] },
            { sourceTag: 'type:web-kit', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:web-lib', onlyDependOnLibsWithTags: ['type:web-kit', 'type:contracts'] },
            { sourceTag: 'type:web', onlyDependOnLibsWithTags: ['type:web-kit', 'type:web-lib', 'type:contracts'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
