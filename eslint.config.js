// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const subfolders = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

// A web feature imports domain, components/, lib/ — never another feature or app/.
const webFeatures = subfolders('packages/web/src/features');
const webFeatureZones = webFeatures.flatMap((feature) => [
  {
    target: `./packages/web/src/features/${feature}`,
    from: './packages/web/src/features',
    except: [`./${feature}`],
    message:
      'A web feature must not import another feature: move shared code to components/ or lib/.',
  },
  {
    target: `./packages/web/src/features/${feature}`,
    from: './packages/web/src/app',
    message: 'A web feature must not import app/.',
  },
]);

// A server module uses another module only through the api its `<module>.module.ts` hands out:
// it may import that file and the service file for their types (and constants), nothing else.
const serverModules = subfolders('packages/server/src/modules');
const serverModuleZones = serverModules.flatMap((module) =>
  serverModules
    .filter((other) => other !== module)
    .map((other) => ({
      target: `./packages/server/src/modules/${module}`,
      from: `./packages/server/src/modules/${other}`,
      except: [`./${other}.module.ts`, `./${other}.service.ts`],
      message: "Another module is used only through its module's api (see docs/server-guide.md).",
    })),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'coverage/**',
      'bench/results/**',
      'packages/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an `as const` array with z.enum.' },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'packages/*/src/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/web',
              from: './packages/server',
              message: 'Web and server never import each other: the contract is packages/domain.',
            },
            {
              target: './packages/server',
              from: './packages/web',
              message: 'Web and server never import each other: the contract is packages/domain.',
            },
            {
              target: './packages/domain',
              from: './packages/server',
              message: 'packages/domain imports only zod and itself.',
            },
            {
              target: './packages/domain',
              from: './packages/web',
              message: 'packages/domain imports only zod and itself.',
            },
            ...webFeatureZones,
            ...serverModuleZones,
          ],
        },
      ],
    },
  },
  {
    // Import cycles: modules and features depend one way (import-x needs to resolve and parse
    // the `.ts` files it follows).
    files: ['packages/*/src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.ts'],
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    // Size limits keep every module small (docs/server-guide.md): a file of at most 400 lines of
    // code, a function of at most 150 (a service factory counts as one function: split it by use
    // case). No file is exempt.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['packages/domain/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an `as const` array with z.enum.' },
        {
          // A message set on a check wins over the error map the forms parse with
          // (`catalogueErrorMap`), so a form would show it instead of a catalogue text.
          selector:
            "CallExpression[callee.object.name='z'][callee.property.name='refine'][arguments.length>1]",
          message: 'No own messages in domain schemas: catalogueErrorMap names the error.',
        },
        {
          // A registration is a side effect that keeps its whole module in the browser bundle.
          selector:
            "CallExpression[callee.property.name='register'], MemberExpression[property.name='globalRegistry']",
          message: 'Name schemas for OpenAPI in packages/server/src/plugins/openapi-schemas.ts.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\.{1,2}/)',
              message:
                'packages/domain imports only zod and itself: no I/O, React, Fastify or Drizzle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: [
      'packages/server/src/**/*.repository.ts',
      // The statements of a repository, built apart when they are long (`<name>.sql.ts` beside it).
      'packages/server/src/**/*.sql.ts',
      'packages/server/src/db/**',
      'packages/server/src/plugins/db*.ts',
      'packages/server/src/test/**',
      'packages/server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/**'],
              message: 'Drizzle is used only in repositories (and their .sql.ts) and db/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
