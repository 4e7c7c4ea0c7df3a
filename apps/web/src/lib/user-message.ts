import { MESSAGES } from '@patrocina/domain';
import { ApiError } from './api-client';
import { toast } from './toast';

/**
 * What to tell the user about a failed call: the API's own Spanish reason for a 4xx (it explains
 * what to change), the generic error for anything else (a 5xx, no answer), whose details are no use to them.
 */
export function userMessageOf(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : MESSAGES.genericError;
}

/**
 * Runs one change and tells the user how it went: `success` in a toast, or the failure's Spanish
 * reason (userMessageOf). Never throws; true when the change went through, so the caller can close
 * its dialog.
 */
export async function runAndTell(change: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await change();
    toast.success(success);
    return true;
  } catch (error) {
    toast.error(userMessageOf(error));
    return false;
  }
}
