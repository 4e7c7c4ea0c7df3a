/**
 * Shared by the local boundary rules: finds every module specifier a file names (static imports,
 * re-exports, dynamic `import()`, `require()`, TypeScript `import('x').T` types and `import x =
 * require('x')`) and resolves it to a repository path such as `apps/web/src/features/campaigns/x`.
 *
 * Resolution is by path only, without touching the file system: the rules need to know which folder
 * a specifier lands in, not which file. Extensions and index files therefore do not matter.
 */
import path from 'node:path';

/** @typedef {import('estree').Node} Node */

/**
 * Path aliases, as declared in the tsconfig `paths` and the Vite `resolve.alias` of each app. An alias
 * only applies to files inside `importer`, because that is the only place its tsconfig maps it.
 */
const ALIASES = [{ importer: 'apps/web/', prefix: '@/', target: 'apps/web/src/' }];

/** Workspace packages that live inside the boundaries, by package name. */
const WORKSPACES = {
  '@patrocina/web': 'apps/web',
  '@patrocina/api': 'apps/api',
  '@patrocina/domain': 'packages/domain',
};

/** The option every local rule takes, so that the rule tests can stand the repository anywhere. */
export const ROOT_DIR_OPTION = /** @type {const} */ ({
  type: 'object',
  properties: {
    rootDir: {
      type: 'string',
      description: 'Absolute path of the repository root; defaults to the working directory.',
    },
  },
  additionalProperties: false,
});

/**
 * Whether the repository path `repoPath` is `place` itself or lies inside it. `place` names a folder
 * or a file without its extension, so `apps/api/src/app` matches `apps/api/src/app.ts` and a specifier
 * written `../app`.
 *
 * @param {string} repoPath
 * @param {string} place
 */
export function isInside(repoPath, place) {
  return repoPath === place || repoPath.startsWith(`${place}/`) || withoutExtension(repoPath) === place;
}

/**
 * `repoPath` without a script extension (`a/b.ts` → `a/b`), for comparing a file with a specifier.
 *
 * @param {string} repoPath
 */
export function withoutExtension(repoPath) {
  return repoPath.replace(/\.(?:[cm]?[jt]s|[jt]sx)$/, '');
}

/**
 * The path of `absolutePath` relative to `rootDir`, with `/` separators; null when it lies outside.
 *
 * @param {string} rootDir
 * @param {string} absolutePath
 * @returns {string | null}
 */
export function toRepoPath(rootDir, absolutePath) {
  const relative = path.relative(rootDir, absolutePath);
  if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    return null;
  }
  return relative.split(path.sep).join('/');
}

/**
 * Normalises a repository path built by string concatenation (`a/b/../c` → `a/c`); null when it
 * climbs out of the repository.
 *
 * @param {string} repoPath
 * @returns {string | null}
 */
function normaliseRepoPath(repoPath) {
  const normalised = path.posix.normalize(repoPath).replace(/\/$/, '');
  if (normalised === '..' || normalised.startsWith('../') || normalised.startsWith('/')) return null;
  return normalised === '.' ? '' : normalised;
}

/**
 * Where `specifier`, written in the file at `importerPath`, points inside the repository. Returns
 * null for packages from node_modules, Node built-ins and anything outside `rootDir`.
 *
 * @param {string} specifier
 * @param {string} importerPath absolute path of the importing file
 * @param {string} rootDir absolute path of the repository root
 * @returns {string | null}
 */
export function resolveSpecifier(specifier, importerPath, rootDir) {
  // Vite suffixes such as `?url` or `?raw` do not change which file is meant.
  const bare = specifier.split('?')[0] ?? '';

  if (bare === '.' || bare === '..' || bare.startsWith('./') || bare.startsWith('../')) {
    return toRepoPath(rootDir, path.resolve(path.dirname(importerPath), bare));
  }
  if (path.isAbsolute(bare)) return toRepoPath(rootDir, bare);

  const importer = toRepoPath(rootDir, importerPath);
  for (const alias of ALIASES) {
    if (importer?.startsWith(alias.importer) && bare.startsWith(alias.prefix)) {
      return normaliseRepoPath(alias.target + bare.slice(alias.prefix.length));
    }
  }
  for (const [name, folder] of Object.entries(WORKSPACES)) {
    if (bare === name || bare.startsWith(`${name}/`)) {
      return normaliseRepoPath(folder + bare.slice(name.length));
    }
  }
  return null;
}

/**
 * @param {unknown} value
 * @returns {value is Node}
 */
function isNode(value) {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'type') === 'string';
}

/**
 * The module specifier a node spells out. A template literal with expressions gives its static
 * prefix up to the last `/` (`../proposals/${name}` → `../proposals/`), which is still enough to tell
 * which folder it reaches into.
 *
 * @param {unknown} node
 * @returns {string | null}
 */
function staticSpecifier(node) {
  if (!isNode(node)) return null;
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : null;
  if (node.type === 'TemplateLiteral') {
    const head = node.quasis[0]?.value.cooked ?? null;
    if (head === null || node.expressions.length === 0) return head;
    const lastSlash = head.lastIndexOf('/');
    return lastSlash === -1 ? null : head.slice(0, lastSlash + 1);
  }
  return null;
}

/**
 * A rule listener that calls `check` with each module specifier in the file and the node to report
 * it on.
 *
 * @param {(node: Node, specifier: string) => void} check
 * @returns {import('eslint').Rule.RuleListener}
 */
export function visitModuleSpecifiers(check) {
  /** @param {unknown} source */
  const visit = (source) => {
    const specifier = staticSpecifier(source);
    if (specifier !== null && isNode(source)) check(source, specifier);
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
    CallExpression(node) {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require') visit(node.arguments[0]);
    },
    // TypeScript-only nodes, which ESLint's ESTree types do not know: `import('x').T` and
    // `import x = require('x')`.
    /** @param {Node} node */
    TSImportType: (node) => visit(Reflect.get(node, 'source')),
    /** @param {Node} node */
    TSExternalModuleReference: (node) => visit(Reflect.get(node, 'expression')),
  };
}

/**
 * The listener of an import rule. `checkerFor` is called once with the repository path of the file
 * being linted and answers how to check each import the file makes, or null when the file is none of
 * the rule's business (then nothing is visited). The check gets the repository path the import
 * reaches (null for an npm package or a place outside the repository), the node to report on and the
 * specifier as written.
 *
 * @param {{ options: readonly [{ rootDir?: string }?], cwd: string, filename: string }} context the rule's context
 * @param {(importer: string) => ((target: string | null, node: Node, specifier: string) => void) | null} checkerFor
 * @returns {import('eslint').Rule.RuleListener}
 */
export function checkImports(context, checkerFor) {
  const rootDir = context.options[0]?.rootDir ?? context.cwd;
  const importer = toRepoPath(rootDir, context.filename);
  const check = importer === null ? null : checkerFor(importer);
  if (check === null) return {};
  return visitModuleSpecifiers((node, specifier) =>
    check(resolveSpecifier(specifier, context.filename, rootDir), node, specifier),
  );
}
