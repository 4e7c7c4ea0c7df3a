/**
 * The import-cycle check, `import-x/no-cycle` from eslint-plugin-import-x, set up once for
 * eslint.config.js and for its test on the fixture tree in fixtures/cycles/.
 *
 * Unlike the local rules, it follows imports file by file on disk, so it needs a resolver that knows
 * what TypeScript knows: extensionless and `.ts` specifiers, each app's `paths` aliases (`@/`) and the
 * workspace packages (`@patrocina/domain`, through their package `exports`). The TypeScript resolver
 * reads those from the tsconfig files it is given.
 */
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/**
 * @param {{ files: string[], tsconfigs: string[] }} scope which files to check, and the absolute
 *   paths of the tsconfig files whose aliases they use
 * @returns {import('eslint').Linter.Config}
 */
export function importCycleConfig({ files, tsconfigs }) {
  return {
    files,
    plugins: { 'import-x': /** @type {import('eslint').ESLint.Plugin} */ (importX) },
    settings: {
      // import-x only follows files with these extensions (it defaults to JavaScript's).
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: tsconfigs, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      // `import type` never counts: types vanish at run time, so they make no cycle. Dynamic
      // `import()` does count, like any other edge. npm packages are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}
