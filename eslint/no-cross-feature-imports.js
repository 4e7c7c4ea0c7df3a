/**
 * `local/no-cross-feature-imports`: a feature folder imports shared code (the web app's components/
 * and lib/, the API's src/lib/, packages/domain), never another feature (ARCHITECTURE.md, STYLE.md).
 */
import { resolveSpecifier, toRepoPath, visitModuleSpecifiers } from './import-paths.js';

/**
 * The folders whose direct children are features, and the message that says where shared code goes.
 *
 * @type {ReadonlyArray<{ root: string, messageId: 'webFeature' | 'apiModule' }>}
 */
const FEATURE_ROOTS = [
  { root: 'apps/web/src/features/', messageId: 'webFeature' },
  { root: 'apps/api/src/modules/', messageId: 'apiModule' },
];

/**
 * The feature folder `repoPath` lies in under `root`. `isFile` asks for a file inside a feature, so a
 * file sitting directly in `root` (which belongs to no feature) gives null.
 *
 * @param {string} repoPath
 * @param {string} root
 * @param {boolean} isFile
 * @returns {string | null}
 */
function featureOf(repoPath, root, isFile) {
  if (!repoPath.startsWith(root)) return null;
  const [name, ...rest] = repoPath.slice(root.length).split('/');
  if (!name || (isFile && rest.length === 0)) return null;
  return name;
}

/**
 * @type {import('eslint').JSRuleDefinition<{
 *   RuleOptions: [{ rootDir?: string }?],
 *   MessageIds: 'webFeature' | 'apiModule',
 * }>}
 */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Forbid a feature folder from importing another feature',
    },
    schema: [
      {
        type: 'object',
        properties: {
          rootDir: {
            type: 'string',
            description: 'Absolute path of the repository root; defaults to the working directory.',
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      webFeature:
        "Feature '{{from}}' must not import from feature '{{to}}' ('{{specifier}}'). " +
        'Shared code belongs in apps/web/src/components/ or apps/web/src/lib/ (or packages/domain).',
      apiModule:
        "API module '{{from}}' must not import from API module '{{to}}' ('{{specifier}}'). " +
        'Shared code belongs in apps/api/src/lib/ (or packages/domain).',
    },
  },

  create(context) {
    const rootDir = context.options[0]?.rootDir ?? context.cwd;
    const importer = toRepoPath(rootDir, context.filename);
    if (importer === null) return {};

    const boundaries = FEATURE_ROOTS.flatMap(({ root, messageId }) => {
      const from = featureOf(importer, root, true);
      return from === null ? [] : [{ root, messageId, from }];
    });
    if (boundaries.length === 0) return {};

    return visitModuleSpecifiers((node, specifier) => {
      const target = resolveSpecifier(specifier, context.filename, rootDir);
      if (target === null) return;
      for (const { root, messageId, from } of boundaries) {
        const to = featureOf(target, root, false);
        if (to !== null && to !== from) {
          context.report({ node, messageId, data: { from, to, specifier } });
        }
      }
    });
  },
};

export default rule;
