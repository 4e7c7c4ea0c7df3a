import { MESSAGES } from '@patrocina/domain';
import { ApiError } from './api-client';

/**
 * What to tell the user about a failed call: the API's own Spanish reason for a 4xx (it explains
 * what to change), the generic error for anything else (a 5xx, no answer), whose details are no use to them.
 */
export function userMessageOf(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : MESSAGES.genericError;
}
