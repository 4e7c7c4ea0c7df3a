import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggedWork } from './queue';

describe('a queue’s work', () => {
  it('logs a failure and hands pg-boss, which stores it in the job’s row, the error without the failed query’s parameters', async () => {
    const logged: unknown[][] = [];
    const log = { error: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;
    const failure = new DrizzleQueryError(
      'update "users" set "phone" = $1 where "email" = $2',
      ['600123456', 'ana@example.com'],
      new Error('connection lost'),
    );
    const work = loggedWork('chat-digest', log, () => Promise.reject(failure));

    const stored = await work().then(
      () => undefined,
      (error: unknown) => error as Error,
    );

    expect(logged).toEqual([[{ err: failure, queue: 'chat-digest' }, 'job failed']]);
    expect(stored?.message).toMatch(
      /^Failed query: update "users" set "phone" = \$1 where "email" = \$2\nparams: \[redacted\]: connection lost$/,
    );
    // What pg-boss's serialize-error keeps: the message, the stack and every own field.
    const kept = JSON.stringify({ ...stored, message: stored?.message, stack: stored?.stack });
    expect(kept).not.toContain('ana@example.com');
    expect(kept).not.toContain('600123456');
  });

  it('passes a success through', async () => {
    const log = { error: () => undefined } as unknown as FastifyBaseLogger;
    let ran = false;
    await loggedWork('chat-digest', log, () => {
      ran = true;
      return Promise.resolve();
    })();
    expect(ran).toBe(true);
  });
});
