/**
 * `local/no-cross-feature-imports`: a web feature folder imports shared code (apps/web/src/components/
 * and lib/, packages/domain), never another feature (ARCHITECTURE.md, STYLE.md). The API's modules
 * may use one another through their doors instead: `local/no-deep-module-imports`.
 */
import { ROOT_DIR_OPTION, checkImports } from './import-paths.js';

const FEATURES = 'apps/web/src/features/';

/**
 * The feature folder `repoPath` lies in. `isFile` asks for a file inside a feature, so a file sitting
 * directly in features/ (which belongs to no feature) gives null.
 *
 * @param {string} repoPath
 * @param {boolean} isFile
 * @returns {string | null}
 */
function featureOf(repoPath, isFile) {
  if (!repoPath.startsWith(FEATURES)) return null;
  const [name, ...rest] = repoPath.slice(FEATURES.length).split('/');
  if (!name || (isFile && rest.length === 0)) return null;
  return name;
}

/**
 * @type {import('eslint').JSRuleDefinition<{
 *   RuleOptions: [{ rootDir?: string }?],
 *   MessageIds: 'webFeature',
 * }>}
 */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Forbid a web feature folder from importing another feature',
    },
    schema: [ROOT_DIR_OPTION],
    messages: {
      webFeature:
        "Feature '{{from}}' must not import from feature '{{to}}' ('{{specifier}}'). " +
        'Shared code belongs in apps/web/src/components/ or apps/web/src/lib/ (or packages/domain).',
    },
  },

  create(context) {
    return checkImports(context, (importer) => {
      const from = featureOf(importer, true);
      if (from === null) return null;

      return (target, node, specifier) => {
        const to = target === null ? null : featureOf(target, false);
        if (to !== null && to !== from) {
          context.report({ node, messageId: 'webFeature', data: { from, to, specifier } });
        }
      };
    });
  },
};

export default rule;
