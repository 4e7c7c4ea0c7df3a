import { reportClientError, shouldReportError } from '@/lib/api-client';

/** Sends an unexpected failure of the sign-in flow to the log endpoint (SPEC §7 decides what counts). */
export function reportAuthError(error: unknown, component: string): void {
  if (!shouldReportError(error)) return;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  void reportClientError({ message, component, ...(stack ? { stack } : {}) });
}
