// typescript-eslint's strict rules over the tool's code. Formatting is prettier's (npm run format).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'build/',
      'build-*/',
      'node_modules/',
      'content/',
      'docs/',
      'test/fixtures/',
      'bench/results/',
      'test-results/',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly', document: 'readonly', window: 'readonly' } },
    rules: {
      // Non-null assertions after a check the compiler cannot follow (Map.get after has) are fine.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Control characters are what the hostile-input checks look for.
      'no-control-regex': 'off',
      // Records parsed from YAML and JSON (config, frontmatter, schemas) lose keys by name.
      '@typescript-eslint/no-dynamic-delete': 'off',
      // Tree visitors return \`false\` to skip children and nothing otherwise, as unist-util-visit's do.
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },
  {
    files: ['test/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-dynamic-delete': 'off' },
  },
);
