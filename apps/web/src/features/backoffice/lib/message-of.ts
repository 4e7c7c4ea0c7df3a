import { MESSAGES } from '@patrocina/domain';
import { ApiError } from '@/lib/api-client';

/** The API's own Spanish reason for a 4xx (it says what to change); the generic error otherwise. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : MESSAGES.genericError;
}
