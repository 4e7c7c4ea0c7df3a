import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { importCycleConfig } from './import-cycles.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'cycles');

const eslint = new ESLint({
  cwd: FIXTURES,
  overrideConfigFile: true,
  overrideConfig: [
    { languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } },
    importCycleConfig({ files: ['**/*.ts'], tsconfigs: [path.join(FIXTURES, 'tsconfig.json')] }),
  ],
});

/**
 * The no-cycle problems ESLint reports in one fixture file, as `line: message`.
 *
 * @param {string} name
 */
async function cyclesIn(name) {
  const [result] = await eslint.lintFiles([path.join(FIXTURES, name)]);
  const messages = result?.messages ?? [];
  expect(messages.filter((m) => m.ruleId !== 'import-x/no-cycle')).toEqual([]);
  return messages.map((m) => `${m.line}: ${m.message}`);
}

describe('import-x/no-cycle as eslint.config.js sets it up', () => {
  it('catches a ring of three files however each import is spelt: no extension, the @/ alias, .ts', async () => {
    expect(await cyclesIn('ring-a.ts')).toEqual(['1: Dependency cycle via "@/ring-c:1"']);
    expect(await cyclesIn('ring-b.ts')).toEqual(['1: Dependency cycle via "./ring-a.ts:1"']);
    expect(await cyclesIn('ring-c.ts')).toEqual(['1: Dependency cycle via "./ring-b:1"']);
  });

  it('follows an import by package name through its package exports, as the apps import @patrocina/domain', async () => {
    expect(await cyclesIn('package-a.ts')).toEqual(['1: Dependency cycle detected']);
    expect(await cyclesIn('package-b.ts')).toEqual(['1: Dependency cycle detected']);
  });

  it('counts a dynamic import() as an edge of a cycle', async () => {
    expect(await cyclesIn('lazy-a.ts')).toEqual(['1: Dependency cycle detected']);
    expect(await cyclesIn('lazy-b.ts')).toEqual(['1: Dependency cycle detected']);
  });

  it('lets a file import only types from a file that imports it', async () => {
    expect(await cyclesIn('types-a.ts')).toEqual([]);
    expect(await cyclesIn('types-b.ts')).toEqual([]);
  });
});
