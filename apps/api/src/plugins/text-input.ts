import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@patrocina/domain';
import { AppError } from '../lib/errors';

const NUL = '\u0000';

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let current: Visit | null = visit; current?.key != null; current = current.parent) keys.push(current.key);
  return keys.reverse().join('.');
}

/**
 * Where the first NUL character sits in a parsed input, as a field path (`what.brand`, `dates.0`; ''
 * for the value itself), or null when there is none. A key with a NUL counts as its object's. Walked
 * with a stack, each value knowing only its parent: a body nested thousands deep (a 256 KB JSON body
 * can nest 100,000 arrays) neither overflows the call stack nor costs a path copied at every level.
 */
export function findNul(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return pathOf(visit);
      continue;
    }
    // Raw bodies (Buffers) are bytes, not text; only parsed objects and arrays are walked.
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    const entries: [string, unknown][] = Object.entries(current);
    if (entries.some(([key]) => key.includes(NUL))) return pathOf(visit);
    // Reversed so that the first field in the document is the one reported.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      pending.push({ value: child, key, parent: visit });
    }
  }
  return null;
}

/**
 * PostgreSQL refuses a NUL character in text, so one that reached a query was a 500. One rule for
 * every route, before its schema or handler reads anything: path parameters, the query string and a
 * parsed body (JSON or form) with a NUL are a 400 on that field. Multipart files are not walked
 * here; their names are cleaned before they are stored (modules/files/names.ts).
 */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const source of [request.params, request.query, request.body]) {
      const path = findNul(source);
      if (path !== null) {
        done(
          new AppError('VALIDATION_ERROR', MESSAGES.invalidText, { fields: [{ path, message: MESSAGES.invalidText }] }),
        );
        return;
      }
    }
    done();
  });
}
