import { loadScript } from './load-script';
import type { SocialAdapter, SocialPayloads } from './types';

interface AppleId {
  auth: {
    init(options: { clientId: string; scope: string; redirectURI: string; nonce: string; usePopup: boolean }): void;
    signIn(): Promise<SocialPayloads['apple']>;
  };
}

const SCRIPT = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/es_ES/appleid.auth.js';
/** Apple's answers when the user closes the popup or cancels: SPEC §8 ignores them. */
const CLOSED = new Set(['popup_closed_by_user', 'user_cancelled_authorize']);

/** Sign in with Apple JS in a popup; its answer (authorization, and user the first time) goes to the API as is. */
export const appleAdapter: SocialAdapter<'apple'> = {
  async signIn({ settings, nonce }) {
    await loadScript(SCRIPT);
    const apple = (window as unknown as { AppleID?: AppleId }).AppleID;
    if (!apple) throw new Error('Sign in with Apple JS did not load');
    apple.auth.init({ clientId: settings.clientId, scope: 'name email', redirectURI: settings.redirectUri, nonce, usePopup: true });
    try {
      const answer = await apple.auth.signIn();
      return { authorization: answer.authorization, ...(answer.user ? { user: answer.user } : {}) };
    } catch (error) {
      const code = (error as { error?: unknown } | null)?.error;
      if (typeof code === 'string' && CLOSED.has(code)) return null;
      throw error;
    }
  },
};
