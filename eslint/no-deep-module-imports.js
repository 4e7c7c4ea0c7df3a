/**
 * `local/no-deep-module-imports`: each API module under apps/api/src/modules/ has one door, its
 * `index.ts`, and every file outside the module (another module, app.ts, jobs/, tests, bench/...)
 * goes through it. Inside its own folder a module imports any of its files. What the door does not
 * export is the module's own business, free to change without breaking anyone (ARCHITECTURE.md).
 *
 * Test files get no exception: a test outside the module exercises the same surface as any other
 * caller, and a test inside it imports its own files freely already.
 */
import { ROOT_DIR_OPTION, checkImports } from './import-paths.js';

const MODULES = 'apps/api/src/modules/';

/** What may follow `modules/<name>/` in a specifier that goes through the door. */
const DOOR_FILES = new Set(['index', 'index.ts', 'index.js']);

/**
 * The module `repoPath` lies in, and the path inside it ('' for the module folder itself).
 *
 * @param {string} repoPath
 * @returns {{ name: string, inner: string } | null}
 */
function moduleOf(repoPath) {
  if (!repoPath.startsWith(MODULES)) return null;
  const [name, ...rest] = repoPath.slice(MODULES.length).split('/');
  return name ? { name, inner: rest.join('/') } : null;
}

/**
 * @type {import('eslint').JSRuleDefinition<{
 *   RuleOptions: [{ rootDir?: string }?],
 *   MessageIds: 'deepImport',
 * }>}
 */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: "Forbid importing an API module's inner files from outside it: only its index.ts",
    },
    schema: [ROOT_DIR_OPTION],
    messages: {
      deepImport:
        "'{{specifier}}' reaches inside API module '{{module}}'. Import it through its door, " +
        "apps/api/src/modules/{{module}}/index.ts (as '…/modules/{{module}}'), and export from there what callers need.",
    },
  },

  create(context) {
    return checkImports(context, (importer) => {
      const importerModule = moduleOf(importer);
      // A file sitting directly in modules/ belongs to no module.
      const home = importerModule?.inner ? importerModule.name : null;

      return (target, node, specifier) => {
        const reached = target === null ? null : moduleOf(target);
        if (reached === null || reached.name === home) return;
        // `import(`../campaigns/${name}`)` names only its folder statically; the file is somewhere below.
        const onlyPrefix = node.type === 'TemplateLiteral' && node.expressions.length > 0;
        if ((reached.inner === '' && !onlyPrefix) || DOOR_FILES.has(reached.inner)) return;
        context.report({ node, messageId: 'deepImport', data: { module: reached.name, specifier } });
      };
    });
  },
};

export default rule;
