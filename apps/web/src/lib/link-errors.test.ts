import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { ApiError } from '@/lib/api-client';
import { LINK_MESSAGES, linkProblemOf } from './link-errors';

const refusal = (status: number, code: string, fields: { path: string; message: string }[] = []) =>
  new ApiError({ status, code, message: 'x', fields });

describe('what a failed e-mailed link means', () => {
  it('tells an invalid link from an expired one by the API’s code', () => {
    expect(linkProblemOf(refusal(400, 'INVALID_LINK'))).toBe('invalid');
    expect(linkProblemOf(refusal(400, 'EXPIRED_LINK'))).toBe('expired');
    expect(LINK_MESSAGES.invalid).toBe(MESSAGES.invalidLink);
    expect(LINK_MESSAGES.expired).toBe(MESSAGES.expiredLink);
  });

  it('reads a token the API could not even read as invalid, never as expired', () => {
    expect(linkProblemOf(refusal(400, 'VALIDATION_ERROR', [{ path: 'token', message: MESSAGES.invalidLink }]))).toBe(
      'invalid',
    );
  });

  it('keeps SPEC §8: the token calls’ other 400, 401 and 403 read as expired; anything else is not a link problem', () => {
    expect(linkProblemOf(refusal(400, 'VALIDATION_ERROR', [{ path: 'password', message: 'corta' }]))).toBe('expired');
    expect(linkProblemOf(refusal(401, 'UNAUTHENTICATED'))).toBe('expired');
    expect(linkProblemOf(refusal(403, 'FORBIDDEN'))).toBe('expired');
    expect(linkProblemOf(refusal(500, 'INTERNAL'))).toBeNull();
    expect(linkProblemOf(new Error('red'))).toBeNull();
  });
});
