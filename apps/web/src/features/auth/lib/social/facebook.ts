import { loadScript } from './load-script';
import type { SocialAdapter } from './types';

interface FacebookSdk {
  init(options: { appId: string; version: string; xfbml: boolean; cookie: boolean }): void;
  login(
    callback: (response: { authResponse?: { authenticationToken?: string; userID?: string } | null }) => void,
    options: { scope: string; nonce: string },
  ): void;
}

const SCRIPT = 'https://connect.facebook.net/es_ES/sdk.js';
const GRAPH_VERSION = 'v21.0';

/**
 * Facebook Login, asking for the OIDC `authenticationToken` with our nonce (Limited Login); the API
 * checks only that token. No auth response means the user closed the dialog: null, ignored.
 */
export const facebookAdapter: SocialAdapter<'facebook'> = {
  async signIn({ settings, nonce }) {
    await loadScript(SCRIPT);
    const sdk = (window as unknown as { FB?: FacebookSdk }).FB;
    if (!sdk) throw new Error('The Facebook SDK did not load');
    sdk.init({ appId: settings.appId, version: GRAPH_VERSION, xfbml: false, cookie: false });
    return new Promise((resolve, reject) => {
      sdk.login(
        (response) => {
          const auth = response.authResponse;
          if (!auth) resolve(null);
          else if (!auth.authenticationToken) reject(new Error('Facebook answered without an OIDC authenticationToken'));
          else resolve({ authResponse: { authenticationToken: auth.authenticationToken, ...(auth.userID ? { userID: auth.userID } : {}) } });
        },
        { scope: 'public_profile,email', nonce },
      );
    });
  },
};
