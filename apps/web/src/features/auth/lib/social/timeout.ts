/** How long the provider's script may take to load before the click gives up (and may try again). */
export const SCRIPT_TIMEOUT_MS = 15_000;
/**
 * How long the user has in the provider's prompt or popup before the buttons are released. Google's
 * prompt may never answer (under FedCM), so a minute; Apple's and Facebook's popups say themselves
 * when they are closed, and a sign-in with a second factor can take a while, so ten minutes.
 */
export const SIGN_IN_TIMEOUT_MS = { google: 60_000, apple: 600_000, facebook: 600_000 } as const;

export class SocialTimeoutError extends Error {
  override readonly name = 'SocialTimeoutError';
}

/**
 * The promise, or a SocialTimeoutError after `ms`: an SDK that never answers (Google's prompt under
 * FedCM, a script that hangs) must not leave the buttons «Conectando…» forever. `onTimeout` cleans up.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string, onTimeout?: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      // Rejected first: whatever onTimeout makes the promise answer comes too late to count.
      reject(new SocialTimeoutError(`${what} did not answer within ${ms} ms`));
      onTimeout?.();
    }, ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
