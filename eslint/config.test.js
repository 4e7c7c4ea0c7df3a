/**
 * Checks that eslint.config.js puts each structure rule where it belongs, and that the file-length
 * limit it sets catches a file one line too long.
 */
import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** @param {string} repoPath */
async function rulesFor(repoPath) {
  // ESLint types the answer as any; read it as unknown, then as the shape it documents.
  /** @type {unknown} */
  const answer = await eslint.calculateConfigForFile(path.join(ROOT, repoPath));
  const config = /** @type {{ rules?: Record<string, unknown> } | undefined} */ (answer);
  return config?.rules ?? {};
}

const STRUCTURE_RULES = [
  'local/no-cross-feature-imports',
  'local/no-cross-app-imports',
  'local/no-deep-module-imports',
  'local/no-upward-imports',
  'import-x/no-cycle',
  'max-lines',
];

describe('eslint.config.js', () => {
  // Loading the configuration imports typescript-eslint and the plugins: slow once, then cached.
  beforeAll(() => rulesFor('apps/api/src/app.ts'), 60_000);

  it.each([
    'apps/api/src/modules/users/service.ts',
    'apps/api/src/modules/users/users.test.ts',
    'apps/web/src/features/campaigns/campaigns-page.tsx',
    'apps/web/src/lib/format.test.ts',
    'packages/domain/src/index.ts',
  ])('turns every structure rule on for %s', async (file) => {
    const rules = await rulesFor(file);
    for (const name of STRUCTURE_RULES) expect(rules[name], name).toEqual(expect.arrayContaining([2]));
  });

  it('leaves generated files (*.gen.ts) and code outside the apps and packages free of the length limit', async () => {
    expect((await rulesFor('apps/web/src/lib/api/schema.gen.ts'))['max-lines']).toBeUndefined();
    expect((await rulesFor('e2e/journeys/sponsor.spec.ts'))['max-lines']).toBeUndefined();
    expect((await rulesFor('bench/api-baseline.ts'))['max-lines']).toBeUndefined();
  });

  it('keeps every module boundary on outside the source too, where tests and benchmarks could reach in', async () => {
    const rules = await rulesFor('bench/chat.ts');
    expect(rules['local/no-deep-module-imports']).toEqual(expect.arrayContaining([2]));
  });

  it('counts raw lines up to 400: blank lines and comments included', async () => {
    const maxLines = (await rulesFor('apps/api/src/lib/errors.ts'))['max-lines'];
    expect(maxLines).toEqual([2, { max: 400, skipBlankLines: false, skipComments: false }]);

    const linter = new Linter();
    /** @param {number} lines */
    const problemsIn = (lines) =>
      linter.verify(Array.from({ length: lines }, (_, i) => (i % 3 === 0 ? '' : `// line ${i + 1}`)).join('\n'), {
        rules: { 'max-lines': /** @type {import('eslint').Linter.RuleEntry} */ (maxLines) },
      });
    expect(problemsIn(400)).toEqual([]);
    expect(problemsIn(401).map((p) => p.message)).toEqual(['File has too many lines (401). Maximum allowed is 400.']);
  });

  it("refuses a substatus compared with a literal in the apps' code, and leaves the domain and tests free to", async () => {
    const entry = (await rulesFor('apps/api/src/modules/proposals/purchase.ts'))['no-restricted-syntax'];
    const linter = new Linter();
    /** @param {string} code */
    const problemsIn = (code) =>
      linter
        .verify(code, { rules: { 'no-restricted-syntax': /** @type {import('eslint').Linter.RuleEntry} */ (entry) } })
        .map((problem) => problem.message);
    const refused = [
      "if (campaign.substatus === 'PENDING_ACCEPT') run();",
      "const open = 'PENDING_REVIEW' !== row.substatus;",
    ];
    for (const code of refused) expect(problemsIn(code), code).toEqual([expect.stringContaining('life cycle')]);
    expect(problemsIn("if (can('purchase', campaign.substatus)) run();")).toEqual([]);
    expect(problemsIn("if (campaign.status === 'FINISHED') run();")).toEqual([]);

    expect(
      (await rulesFor('apps/web/src/features/campaigns/components/campaign-card.tsx'))['no-restricted-syntax'],
    ).toEqual(entry);
    expect((await rulesFor('packages/domain/src/campaign-lifecycle.ts'))['no-restricted-syntax']).toBeUndefined();
    expect((await rulesFor('apps/api/src/modules/proposals/purchase.test.ts'))['no-restricted-syntax']).toBeUndefined();
  });
});
