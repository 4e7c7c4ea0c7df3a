// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './eslint/plugin.js';

const rootDir = import.meta.dirname;

// JavaScript tooling at the root. No tsconfig.json sits above these files, so the project service
// cannot find them; tsconfig.tools.json (allowJs, checkJs) lists exactly these paths instead.
const TOOL_FILES = ['eslint.config.js', 'eslint/**/*.js', 'scripts/**/*.mjs', 'vitest.config.ts'];

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
      'local/no-cross-feature-imports': ['error', { rootDir }],
      'local/no-cross-app-imports': ['error', { rootDir }],
    },
  },

  {
    // API modules talk to one another only through each module's door, its index.ts (ARCHITECTURE.md):
    // `../proposals`, never `../proposals/draft`. The feature rule above keeps the web app's features
    // apart; the module-boundary rules in eslint/ take over from this block once they are turned on.
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'local/no-cross-feature-imports': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/.+',
              message: "Import another API module through its door ('../<module>'), not a file inside it.",
            },
          ],
        },
      ],
    },
  },

  {
    // Outside the modules (app.ts, jobs, db, tests), a module is reached through its door too.
    files: ['apps/api/src/*.ts', 'apps/api/src/{jobs,db}/**/*.ts', 'apps/api/test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '/modules/[^/]+/.+', message: "Import an API module through its door ('modules/<module>')." },
          ],
        },
      ],
    },
  },

  {
    // Shared code serves the modules and never imports one.
    files: [
      'apps/api/src/{lib,plugins,mail,storage}/**/*.ts',
      'apps/api/src/db/*.ts',
      'apps/api/src/db/schema/**/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/modules(/|$)', message: 'Shared code must not import an API module.' }] },
      ],
    },
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
