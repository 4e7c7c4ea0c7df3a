import { loadScript } from './load-script';
import type { SocialAdapter, SocialPayloads } from './types';

/**
 * The part of Google Identity Services used here (https://accounts.google.com/gsi/client). Under
 * FedCM the moment's display and skip methods are gone, so each is optional and checked before use.
 */
interface PromptMoment {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
  isDismissedMoment?: () => boolean;
  getDismissedReason?: () => string;
}
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        nonce: string;
        callback: (response: { credential?: string }) => void;
        ux_mode: 'popup';
        use_fedcm_for_prompt: boolean;
        cancel_on_tap_outside: boolean;
        context: 'signin' | 'signup';
      }): void;
      prompt(listener?: (moment: PromptMoment) => void): void;
      cancel(): void;
    };
  };
}

const SCRIPT = 'https://accounts.google.com/gsi/client';

const googleIdentity = () => (window as unknown as { google?: GoogleIdentity }).google;

/** A notification method, called only if this version of Identity Services still has it. */
function says(moment: PromptMoment, method: 'isNotDisplayed' | 'isSkippedMoment' | 'isDismissedMoment'): boolean {
  const check = moment[method];
  return typeof check === 'function' && check.call(moment) === true;
}

function ask(google: GoogleIdentity, { settings, nonce, signal }: Parameters<SocialAdapter<'google'>['signIn']>[0]) {
  return new Promise<SocialPayloads['google'] | null>((resolve) => {
    let settled = false;
    const finish = (value: SocialPayloads['google'] | null) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    // The caller gave up waiting (its time-out): close the prompt if it is still there.
    signal?.addEventListener('abort', () => {
      if (!settled) google.accounts.id.cancel();
      finish(null);
    });
    google.accounts.id.initialize({
      client_id: settings.clientId,
      nonce,
      ux_mode: 'popup',
      use_fedcm_for_prompt: true,
      cancel_on_tap_outside: true,
      context: 'signin',
      callback: (response) => finish(response.credential ? { id_token: response.credential } : null),
    });
    google.accounts.id.prompt((moment) => {
      if (says(moment, 'isNotDisplayed') || says(moment, 'isSkippedMoment')) finish(null);
      else if (says(moment, 'isDismissedMoment') && moment.getDismissedReason?.() !== 'credential_returned')
        finish(null);
    });
  });
}

/**
 * Google's id token through Identity Services' prompt, initialised with our nonce. Closing or
 * skipping the prompt ("popup_closed") answers null: SPEC §8 ignores it. Under FedCM no notification
 * may come at all: the caller's time-out then releases the buttons.
 */
export const googleAdapter: SocialAdapter<'google'> = {
  preload: () => loadScript(SCRIPT),

  signIn(options) {
    const ready = googleIdentity();
    if (ready) return ask(ready, options);
    return loadScript(SCRIPT).then(() => {
      const google = googleIdentity();
      if (!google) throw new Error('Google Identity Services did not load');
      return ask(google, options);
    });
  },
};
