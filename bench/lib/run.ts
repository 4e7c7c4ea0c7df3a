/**
 * The run-and-clean-up scaffolding every benchmark script shares: its setup errors, its numeric
 * settings from the environment, the clean-up steps undone in reverse order on exit, failure or
 * signal, the temporary folders it deletes, and the way it ends (`runScript`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A setup that could not be done: the script says why and exits non-zero. */
export class SetupError extends Error {}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A number from the environment, `fallback` when unset; anything below `min` (or not whole, if asked) is a SetupError. */
export function numberFromEnv(
  name: string,
  fallback: number,
  min: number,
  options: { integer?: boolean } = {},
): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || (options.integer && !Number.isInteger(value))) {
    throw new SetupError(`${name} must be ${options.integer ? 'an integer' : 'a number'} ≥ ${min} (got "${raw}")`);
  }
  return value;
}

const cleanups: (() => Promise<void>)[] = [];

/** Registers a step to undo what was just set up; the steps run last first. */
export function onCleanup(step: () => Promise<void>): void {
  cleanups.push(step);
}

/** Runs every registered step, last first; a failing step is reported and the others still run. */
export async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    const step = cleanups.pop()!;
    try {
      await step();
    } catch (error) {
      console.error(`cleanup: ${errorMessage(error)}`);
    }
  }
}

/** A fresh folder under the system's temporary directory, deleted at clean-up. */
export async function makeTempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  onCleanup(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A connection URL fit to print: its password, if any, masked. */
export function maskPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/**
 * Runs the script's `main`, then cleans up and exits: 0 when it ran, 1 when the setup failed (with
 * why), 130 on SIGINT or SIGTERM (after cleaning up too). The numbers measured are never a pass/fail.
 */
export async function runScript(main: () => Promise<void> | void): Promise<never> {
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n${signal}: stopping`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  let exitCode = 0;
  try {
    await main();
  } catch (error) {
    exitCode = 1;
    console.error(
      `\nsetup failed: ${error instanceof SetupError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  } finally {
    await cleanUp();
  }
  process.exit(exitCode);
}
