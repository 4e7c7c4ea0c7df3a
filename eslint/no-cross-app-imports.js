/**
 * `local/no-cross-app-imports`: `apps/web` never imports `apps/api` and the API never imports the web
 * app; what both need lives in packages/domain, which in turn imports neither (ARCHITECTURE.md,
 * STYLE.md). Covers relative paths, the `@/` alias and the workspace package names.
 */
import { ROOT_DIR_OPTION, checkImports, isInside } from './import-paths.js';

/** @type {ReadonlyArray<{ from: string, forbidden: readonly string[] }>} */
const BOUNDARIES = [
  { from: 'apps/web', forbidden: ['apps/api'] },
  { from: 'apps/api', forbidden: ['apps/web'] },
  { from: 'packages/domain', forbidden: ['apps/web', 'apps/api'] },
];

/**
 * @type {import('eslint').JSRuleDefinition<{
 *   RuleOptions: [{ rootDir?: string }?],
 *   MessageIds: 'crossApp',
 * }>}
 */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Forbid the web app and the API from importing each other',
    },
    schema: [ROOT_DIR_OPTION],
    messages: {
      crossApp:
        "{{from}} must not import from {{to}} ('{{specifier}}'). " +
        'What both apps need belongs in packages/domain, imported as @patrocina/domain.',
    },
  },

  create(context) {
    return checkImports(context, (importer) => {
      const boundary = BOUNDARIES.find(({ from }) => isInside(importer, from));
      if (boundary === undefined) return null;

      return (target, node, specifier) => {
        if (target === null) return;
        const to = boundary.forbidden.find((folder) => isInside(target, folder));
        if (to !== undefined) {
          context.report({ node, messageId: 'crossApp', data: { from: boundary.from, to, specifier } });
        }
      };
    });
  },
};

export default rule;
