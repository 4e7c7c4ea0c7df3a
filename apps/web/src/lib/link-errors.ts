import { MESSAGES } from '@patrocina/domain';
import { ApiError } from '@/lib/api-client';

export type LinkProblem = 'expired' | 'invalid';

/**
 * What an e-mailed link's failure means to the user: EXPIRED_LINK and INVALID_LINK come from the API,
 * and a token the API could not even read (cut short, too long) is invalid, not expired; SPEC §8 reads
 * the other 400, 401 and 403 of the token calls as an expired link. Null: some other failure.
 */
export function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'INVALID_LINK') return 'invalid';
  if (error.code === 'EXPIRED_LINK') return 'expired';
  if (error.code === 'VALIDATION_ERROR' && error.fields.some((field) => field.path === 'token')) return 'invalid';
  if (error.status === 400 || error.status === 401 || error.status === 403) return 'expired';
  return null;
}

export const LINK_MESSAGES: Record<LinkProblem, string> = {
  expired: MESSAGES.expiredLink,
  invalid: MESSAGES.invalidLink,
};
