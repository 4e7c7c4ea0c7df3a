import type { RepresentationAnswer } from '@patrocina/domain';
import { answerRepresentation } from './representation';

/**
 * A representation link works once; React StrictMode runs a page's effect twice in development, so
 * both runs share one request rather than the second finding the link already used.
 */
const inFlight = new Map<string, Promise<RepresentationAnswer>>();

export function answerRepresentationOnce(token: string, accept: boolean): Promise<RepresentationAnswer> {
  const key = `${accept ? 'accept' : 'reject'}:${token}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = answerRepresentation(token, accept);
    inFlight.set(key, pending);
  }
  return pending;
}

export function forgetRepresentationAnswers(): void {
  inFlight.clear();
}
