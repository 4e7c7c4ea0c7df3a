/**
 * The server child processes the benchmarks start (fork() with tsx, over IPC): started, waited for
 * until they say they listen, and stopped at clean-up. Shared by api-baseline.ts and chat.ts; web.ts
 * stops its `npm start` the same way.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChildMessage } from './protocol';
import { onCleanup, SetupError } from './run';

const tsxLoader = import.meta.resolve('tsx');

/** Forks `entry` (a TypeScript file) with `env`, its output on ours. */
export function forkTs(entry: URL, env: NodeJS.ProcessEnv): ChildProcess {
  return fork(fileURLToPath(entry), [], {
    execArgv: ['--import', tsxLoader],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** Forks `entry` like `forkTs`, and stops it at clean-up. */
export function startChild(entry: URL, name: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = forkTs(entry, env);
  onCleanup(() => stopChild(child, name));
  return child;
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

/** SIGTERM, then SIGKILL if it has not exited `graceMs` later. */
export async function stopChild(child: ChildProcess, name: string, graceMs = 8_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    console.error(`${name}: no exit after SIGTERM, killing it`);
    child.kill('SIGKILL');
  }, graceMs);
  await exited;
  clearTimeout(timer);
}
