import { loadScript } from './load-script';
import type { SocialAdapter } from './types';

/** The part of Google Identity Services used here (https://accounts.google.com/gsi/client). */
interface PromptMoment {
  isNotDisplayed(): boolean;
  isSkippedMoment(): boolean;
  isDismissedMoment(): boolean;
  getDismissedReason?(): string;
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

/**
 * Google's id token through Identity Services' prompt, initialised with our nonce. Closing or
 * skipping the prompt ("popup_closed") answers null: SPEC §8 ignores it.
 */
export const googleAdapter: SocialAdapter<'google'> = {
  async signIn({ settings, nonce }) {
    await loadScript(SCRIPT);
    const google = (window as unknown as { google?: GoogleIdentity }).google;
    if (!google) throw new Error('Google Identity Services did not load');
    return new Promise((resolve) => {
      let settled = false;
      const finish = (value: { id_token: string } | null) => {
        if (settled) return;
        settled = true;
        resolve(value);
      };
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
        if (moment.isNotDisplayed() || moment.isSkippedMoment()) finish(null);
        else if (moment.isDismissedMoment() && moment.getDismissedReason?.() !== 'credential_returned') finish(null);
      });
    });
  },
};
