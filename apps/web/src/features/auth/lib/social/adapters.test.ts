import { afterEach, describe, expect, it, vi } from 'vitest';
import { googleAdapter } from './google';
import { loadScript } from './load-script';
import { SCRIPT_TIMEOUT_MS, SocialTimeoutError } from './timeout';

type Listener = (moment: Record<string, () => unknown>) => void;

/** A stand-in for Google Identity Services, already loaded, whose prompt notifies `moment`. */
function fakeGoogle(moment: Record<string, () => unknown> | null) {
  const cancel = vi.fn();
  const google = {
    accounts: {
      id: {
        initialize: vi.fn(),
        prompt: vi.fn((listener?: Listener) => {
          if (moment) listener?.(moment);
        }),
        cancel,
      },
    },
  };
  vi.stubGlobal('google', google);
  return google;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const settings = { clientId: 'patrocina.apps.googleusercontent.com' };

describe('el adaptador de Google', () => {
  it('tolera las notificaciones de FedCM, sin isNotDisplayed: un aviso de omitido responde null', async () => {
    // Under FedCM the display methods are gone; calling them would throw inside Google's callback.
    fakeGoogle({ isSkippedMoment: () => true, isDismissedMoment: () => false });
    await expect(googleAdapter.signIn({ settings, nonce: 'n' })).resolves.toBeNull();
  });

  it('llama al prompt en el mismo turno del clic cuando el script ya está cargado', () => {
    const google = fakeGoogle(null);
    void googleAdapter.signIn({ settings, nonce: 'nonce-1' });
    expect(google.accounts.id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ nonce: 'nonce-1', client_id: settings.clientId }),
    );
    expect(google.accounts.id.prompt).toHaveBeenCalledTimes(1);
  });

  it('cierra el prompt y responde cuando quien espera se cansa (señal abortada)', async () => {
    const google = fakeGoogle(null);
    const controller = new AbortController();
    const answer = googleAdapter.signIn({ settings, nonce: 'n', signal: controller.signal });
    controller.abort();
    await expect(answer).resolves.toBeNull();
    expect(google.accounts.id.cancel).toHaveBeenCalled();
  });
});

describe('loadScript', () => {
  it('se rinde a los 15 s si el script no carga, lo quita y deja volver a intentarlo', async () => {
    vi.useFakeTimers();
    const src = 'https://sdk.example.test/cuelga.js';
    const loading = loadScript(src);
    const outcome = expect(loading).rejects.toBeInstanceOf(SocialTimeoutError);
    expect(document.head.querySelectorAll(`script[src="${src}"]`)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS);
    await outcome;
    expect(document.head.querySelectorAll(`script[src="${src}"]`)).toHaveLength(0);

    void loadScript(src).catch(() => undefined);
    expect(document.head.querySelectorAll(`script[src="${src}"]`)).toHaveLength(1);
  });
});
