/**
 * The server child processes the benchmarks start (fork() with tsx, over IPC): started, waited for
 * until they say they listen, and stopped. Shared by api-baseline.ts and chat.ts.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChildMessage } from './protocol';

/** A setup that could not be done: the script says why and exits non-zero. */
export class SetupError extends Error {}

const tsxLoader = import.meta.resolve('tsx');

/** Forks `entry` (a TypeScript file) with `env`, its output on ours. */
export function forkTs(entry: URL, env: NodeJS.ProcessEnv): ChildProcess {
  return fork(fileURLToPath(entry), [], {
    execArgv: ['--import', tsxLoader],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** The child's `ready` message, or a SetupError if it fails, exits or says nothing within `timeoutMs`. */
export function waitReady(
  child: ChildProcess,
  name: string,
  timeoutMs: number,
): Promise<Extract<ChildMessage, { type: 'ready' }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new SetupError(`${name}: not ready after ${timeoutMs / 1000} s`)), timeoutMs);
    const onMessage = (message: ChildMessage) => {
      if (message.type === 'ready') finish(null, message);
      else if (message.type === 'error') finish(new SetupError(`${name} failed to start:\n${message.message}`));
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      finish(new SetupError(`${name} exited before it was ready (${signal ?? `code ${code}`})`));
    function finish(error: Error | null, message?: Extract<ChildMessage, { type: 'ready' }>) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(message!);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/** SIGTERM, then SIGKILL if it has not exited 8 s later. */
export async function stopChild(child: ChildProcess, name: string): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    console.error(`${name}: no exit after SIGTERM, killing it`);
    child.kill('SIGKILL');
  }, 8_000);
  await exited;
  clearTimeout(timer);
}
