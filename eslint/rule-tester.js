/**
 * ESLint's RuleTester wired to Vitest, parsing TypeScript so that type-only imports are covered.
 */
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/** A repository root that exists only in the tests: the rules resolve paths without the disk. */
export const ROOT = path.resolve('/repo');

/** @param {string} repoPath a path inside ROOT, with `/` separators */
export const fileIn = (repoPath) => path.join(ROOT, ...repoPath.split('/'));

export const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});

/** The options our import rules take in their tests: the root above. */
export const rootOptions = /** @type {[{ rootDir: string }]} */ ([{ rootDir: ROOT }]);

/**
 * The expected error of an import rule that names where the import is, what it reaches and how.
 * @template {string} M
 * @param {M} messageId
 */
export const importError =
  (messageId) =>
  /**
   * @param {string} from
   * @param {string} to
   * @param {string} specifier
   */
  (from, to, specifier) => ({ messageId, data: { from, to, specifier } });
