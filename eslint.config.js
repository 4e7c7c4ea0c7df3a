// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importCycleConfig } from './eslint/import-cycles.js';
import local from './eslint/plugin.js';

const rootDir = import.meta.dirname;

// JavaScript tooling at the root. No tsconfig.json sits above these files, so the project service
// cannot find them; tsconfig.tools.json (allowJs, checkJs) lists exactly these paths instead.
const TOOL_FILES = ['eslint.config.js', 'eslint/**/*.js', 'scripts/**/*.mjs', 'vitest.config.ts'];

// The source of the apps and packages, where the structure rules below apply.
const SOURCE_FILES = ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'];

/** `x.substatus === 'PENDING_REVIEW'` (or `!==`, `==`, `!=`, either side). */
export const SUBSTATUS_COMPARISON =
  "BinaryExpression[operator=/^[!=]==?$/]:matches([left.property.name='substatus'][right.type='Literal'], [right.property.name='substatus'][left.type='Literal'])";

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/data/',
      '**/coverage/',
      '**/playwright-report/',
      '**/test-results/',
      'apps/api/drizzle/',
      // Cyclic on purpose, for the import-cycle test (eslint/import-cycles.test.js).
      'eslint/fixtures/',
      // Written by tools (npm run api:types), checked by CI for staleness rather than by hand.
      '**/*.gen.ts',
    ],
  },

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,

  {
    languageOptions: {
      // Only JavaScript files consult these (TypeScript's checker replaces no-undef elsewhere).
      globals: globals.node,
      parserOptions: {
        // Each workspace's tsconfig.json is found by walking up from the linted file.
        projectService: true,
        tsconfigRootDir: rootDir,
      },
    },
    plugins: { local },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      // Boundaries (ARCHITECTURE.md, "Boundaries"): each rule's message says where the code belongs.
      // A web feature never imports another feature.
      'local/no-cross-feature-imports': ['error', { rootDir }],
      // The web app and the API never import each other; packages/domain imports neither.
      'local/no-cross-app-imports': ['error', { rootDir }],
      // Anything outside an API module reaches it only through its index.ts, tests included.
      'local/no-deep-module-imports': ['error', { rootDir }],
      // Imports point down the layers: shared code never imports features (web features/ and app/,
      // API modules/ and app.ts), and web features never import app/.
      'local/no-upward-imports': ['error', { rootDir }],
    },
  },

  // No import cycles in the source. Scoped to SOURCE_FILES because the check reads each file's
  // imports from disk, which costs time on every run; what lies outside (apps/api/test/, e2e/, bench/,
  // tools) imports the source and is never imported by it, so it cannot close a cycle through it.
  importCycleConfig({
    files: SOURCE_FILES,
    tsconfigs: ['packages/domain', 'apps/api', 'apps/web'].map((dir) => `${rootDir}/${dir}/tsconfig.json`),
  }),

  {
    // The campaign life cycle is asked, not spelled out (docs/decisions/0015): outside packages/domain,
    // the apps never compare a substatus with a literal; they ask `can`, `checkCommand` or `inGroup`.
    // Tests and the demo's data may name substatuses.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}', 'apps/api/src/db/**', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: SUBSTATUS_COMPARISON,
          message:
            "Ask the domain's life cycle (can, checkCommand, inGroup, stageOf in packages/domain) instead of comparing a substatus with a literal.",
        },
      ],
    },
  },

  {
    // A file that grows past 400 lines holds more than one idea: split it by concept. Raw lines,
    // blank ones and comments included, tests too. Generated files (`*.gen.ts`, such as the web
    // client's types generated from the API's OpenAPI document) are exempt.
    files: SOURCE_FILES,
    ignores: ['**/*.gen.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },

  {
    files: TOOL_FILES,
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: './tsconfig.tools.json',
        tsconfigRootDir: rootDir,
      },
    },
  },

  {
    // Any other JavaScript belongs to no tsconfig: lint it without type information.
    files: ['**/*.{js,mjs,cjs,jsx}'],
    ignores: TOOL_FILES,
    extends: [tseslint.configs.disableTypeChecked],
  },

  {
    files: ['apps/web/public/**/*.{js,mjs}'],
    languageOptions: { globals: globals.browser },
  },

  {
    files: ['apps/web/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
  },
);
