import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from './tools/eslint-boundaries.js';

/** Source files that belong to a tsconfig, so the type-aware rules can read their types. */
const typedFiles = [
  'packages/shared/src/**/*.ts',
  'apps/server/{src,scripts,test}/**/*.ts',
  'apps/web/src/**/*.{ts,tsx}',
  'e2e/**/*.ts',
  'bench/**/*.ts',
  'resilience/**/*.ts',
];

/** Kysely's query builders: only repositories (and migrations) write SQL. */
const sqlBuilders = {
  selector:
    "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]",
  message: 'Solo los repositorios escriben SQL: llama a un método del repositorio del módulo.',
};
/** Time that decides behaviour comes from the injected clock (docs/decisions/015-one-clock.md). */
const wallClock = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Usa el reloj inyectado (clock.now()) en lugar de new Date().',
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Usa el reloj inyectado (clock.now()) en lugar de Date.now().',
  },
];
/** Who opens a transaction decides what is atomic: always the service (docs/decisions/014-executors-and-transactions.md). */
const repositoryTransaction = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='transaction']",
  message: 'Un repositorio no abre transacciones: recibe el executor que le pasa el servicio.',
};
const serverTestsAndTools = [
  'apps/server/src/**/*.test.ts',
  'apps/server/src/test/**',
  'apps/server/src/seed/**',
  'apps/server/src/cli.ts',
  'apps/server/src/infra/clock/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { local: boundaries, 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
            'resilience/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'local/layer-boundaries': 'error',
      'local/repository-tables': 'error',
      'local/file-name-case': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: typedFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/no-base-to-string': 'error',
      '@typescript-eslint/restrict-template-expressions': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-redundant-type-constituents': 'error',
      '@typescript-eslint/no-duplicate-type-constituents': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@academia/shared',
              importNames: ['paths'],
              message:
                "Importa paths desde '@academia/shared/paths': el índice de shared arrastra todos los esquemas zod a la primera carga.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: 'Solo los repositorios (y src/db) usan Kysely.', allowTypeImports: true }],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.repository.ts'],
    rules: { 'no-restricted-syntax': ['error', repositoryTransaction, ...wallClock] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/migrations/**', ...serverTestsAndTools],
    rules: { 'no-restricted-syntax': ['error', sqlBuilders, ...wallClock] },
  },
  {
    files: ['**/*.js', '**/*.mjs', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/server/scripts/**', 'apps/server/src/cli.ts', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
