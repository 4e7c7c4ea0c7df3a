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

const appleId = () => (window as unknown as { AppleID?: AppleId }).AppleID;

/** init (with this attempt's nonce) and signIn, in the same task as the click: the popup opens. */
async function ask(apple: AppleId, { settings, nonce }: Parameters<SocialAdapter<'apple'>['signIn']>[0]) {
  apple.auth.init({
    clientId: settings.clientId,
    scope: 'name email',
    redirectURI: settings.redirectUri,
    nonce,
    usePopup: true,
  });
  try {
    const answer = await apple.auth.signIn();
    return { authorization: answer.authorization, ...(answer.user ? { user: answer.user } : {}) };
  } catch (error) {
    const code = (error as { error?: unknown } | null)?.error;
    if (typeof code === 'string' && CLOSED.has(code)) return null;
    throw error;
  }
}

/** Sign in with Apple JS in a popup; its answer (authorization, and user the first time) goes to the API as is. */
export const appleAdapter: SocialAdapter<'apple'> = {
  preload: () => loadScript(SCRIPT),

  signIn(options) {
    const ready = appleId();
    if (ready) return ask(ready, options);
    return loadScript(SCRIPT).then(() => {
      const apple = appleId();
      if (!apple) throw new Error('Sign in with Apple JS did not load');
      return ask(apple, options);
    });
  },
};
