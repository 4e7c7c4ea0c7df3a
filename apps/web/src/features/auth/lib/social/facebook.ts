import type { AuthProviders } from '@patrocina/domain';
import { loadScript } from './load-script';
import type { SocialAdapter, SocialPayloads } from './types';

interface FacebookSdk {
  init(options: { appId: string; version: string; xfbml: boolean; cookie: boolean }): void;
  login(
    callback: (response: { authResponse?: { authenticationToken?: string; userID?: string } | null }) => void,
    options: { scope: string; nonce: string },
  ): void;
}

const SCRIPT = 'https://connect.facebook.net/es_ES/sdk.js';
const GRAPH_VERSION = 'v21.0';

const facebookSdk = () => (window as unknown as { FB?: FacebookSdk }).FB;
let initialisedFor: string | null = null;

function initialised(settings: NonNullable<AuthProviders['facebook']>): FacebookSdk | null {
  const sdk = facebookSdk();
  if (!sdk) return null;
  if (initialisedFor !== settings.appId) {
    sdk.init({ appId: settings.appId, version: GRAPH_VERSION, xfbml: false, cookie: false });
    initialisedFor = settings.appId;
  }
  return sdk;
}

/** FB.login in the same task as the click, so its popup is not blocked. */
function ask(sdk: FacebookSdk, nonce: string): Promise<SocialPayloads['facebook'] | null> {
  return new Promise((resolve, reject) => {
    sdk.login(
      (response) => {
        const auth = response.authResponse;
        if (!auth) resolve(null);
        else if (!auth.authenticationToken) reject(new Error('Facebook answered without an OIDC authenticationToken'));
        else
          resolve({
            authResponse: {
              authenticationToken: auth.authenticationToken,
              ...(auth.userID ? { userID: auth.userID } : {}),
            },
          });
      },
      { scope: 'public_profile,email', nonce },
    );
  });
}

/**
 * Facebook Login, asking for the OIDC `authenticationToken` with our nonce (Limited Login); the API
 * checks only that token. No auth response means the user closed the dialog: null, ignored.
 */
export const facebookAdapter: SocialAdapter<'facebook'> = {
  async preload(settings) {
    await loadScript(SCRIPT);
    initialised(settings);
  },

  signIn({ settings, nonce }) {
    const ready = initialised(settings);
    if (ready) return ask(ready, nonce);
    return loadScript(SCRIPT).then(() => {
      const sdk = initialised(settings);
      if (!sdk) throw new Error('The Facebook SDK did not load');
      return ask(sdk, nonce);
    });
  },
};
