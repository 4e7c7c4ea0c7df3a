import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  DEFAULT_PRODUCT_NAME,
  MESSAGES,
  socialLinkSchema,
  type AuthProviders,
  type LoginMethod,
  type SocialProvider,
} from '@patrocina/domain';
import { Form, PasswordField, SubmitButton, useZodForm } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import { currentConsentChoice, openCookiePreferences, saveConsent, useConsent } from '@/lib/consent';
import { closeModal, useModal } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { useAuthProviders } from '../api/auth-providers';
import { useCompleteLogin } from '../api/complete-login';
import { getLoginNonce, linkSocialAccount, logInWithProvider } from '../api/social-login';
import { getLoginProvider, loggingInStore, setLoginProvider } from '../lib/client-state';
import { reportAuthError } from '../lib/report';
import {
  createNonceSupply,
  getSocialAdapter,
  SIGN_IN_TIMEOUT_MS,
  withTimeout,
  type SocialPayload,
} from '../lib/social';
import { linkButtonClass, secondaryButtonClass } from './styles';

const LABELS: Record<SocialProvider, string> = {
  google: 'Continuar con Google',
  apple: 'Continuar con Apple',
  facebook: 'Continuar con Facebook',
};
const NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' };

/** The API's social answers whose Spanish message is meant for the user as it is. */
const SHOWN_CODES = new Set([
  'SOCIAL_NO_ACCOUNT',
  'SOCIAL_LOGIN_FAILED',
  'SOCIAL_EMAIL_REQUIRED',
  'SOCIAL_PROVIDER_UNAVAILABLE',
  'SOCIAL_PROVIDER_NOT_CONFIGURED',
  'EMAIL_TAKEN',
  'SOCIAL_LINK_EXPIRED',
  'TOO_MANY_REQUESTS',
]);

function configuredProviders(providers: AuthProviders | undefined): SocialProvider[] {
  if (!providers) return [];
  const configured = (['google', 'apple', 'facebook'] as const).filter((provider) => providers[provider] !== null);
  // SPEC §4: the way chosen last time comes first.
  const remembered = getLoginProvider();
  return [...configured].sort((a, b) => Number(b === remembered) - Number(a === remembered));
}

/** How often the held nonce is checked, so it is fetched again before the API forgets it. */
const NONCE_CHECK_MS = 30_000;

/**
 * Asks the provider's SDK, with the settings of that provider only; null when it is not configured.
 * Synchronous up to the SDK's popup when it is preloaded (the click's user activation).
 */
function askProvider(
  provider: SocialProvider,
  providers: AuthProviders,
  nonce: string,
  signal: AbortSignal,
): Promise<SocialPayload | null> {
  switch (provider) {
    case 'google':
      return providers.google
        ? getSocialAdapter('google').signIn({ settings: providers.google, nonce, signal })
        : Promise.resolve(null);
    case 'apple':
      return providers.apple
        ? getSocialAdapter('apple').signIn({ settings: providers.apple, nonce, signal })
        : Promise.resolve(null);
    case 'facebook':
      return providers.facebook
        ? getSocialAdapter('facebook').signIn({ settings: providers.facebook, nonce, signal })
        : Promise.resolve(null);
  }
}

/** Loads a provider's SDK ahead of the click; a failure shows nothing here, the click tries again. */
function preloadProvider(provider: SocialProvider, providers: AuthProviders): Promise<void> {
  switch (provider) {
    case 'google':
      return providers.google ? getSocialAdapter('google').preload(providers.google) : Promise.resolve();
    case 'apple':
      return providers.apple ? getSocialAdapter('apple').preload(providers.apple) : Promise.resolve();
    case 'facebook':
      return providers.facebook ? getSocialAdapter('facebook').preload(providers.facebook) : Promise.resolve();
  }
}

function showFailure(error: unknown, component: string) {
  if (error instanceof ApiError && SHOWN_CODES.has(error.code)) {
    toast.error(error.message);
    return;
  }
  reportAuthError(error, component);
  toast.error(MESSAGES.genericError);
}

/** SPEC §8: without the social cookies accepted, the buttons give way to the prompt to accept them. */
function CookiesPrompt() {
  return (
    <div className="rounded-control border border-ink-muted/40 bg-surface-muted p-4 text-sm" role="note">
      <p>{MESSAGES.socialCookiesRequired}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => saveConsent({ ...currentConsentChoice(), social: true })}
        >
          Aceptar y continuar
        </button>
        <button type="button" className={linkButtonClass} onClick={openCookiePreferences}>
          Configurar cookies
        </button>
        <Link to="/legal" target="_blank" className={linkButtonClass}>
          Política de uso y privacidad
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </Link>
      </div>
    </div>
  );
}

/** The account already exists with a password: proving it links the provider (never the e-mail alone). */
function LinkStep({
  provider,
  onCancel,
  onLinked,
}: {
  provider: SocialProvider;
  onCancel: () => void;
  onLinked: () => Promise<void>;
}) {
  const form = useZodForm(socialLinkSchema, { password: '' });
  const { formRef } = form;
  // The step replaces the button that had the focus: keep it in the dialog, on the field to fill.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
  }, [formRef]);
  const onSubmit = form.handleSubmit(async ({ password }) => {
    loggingInStore.set(true);
    try {
      await linkSocialAccount(password);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        form.setFieldError('password', MESSAGES.wrongCurrentPassword);
        return;
      }
      showFailure(error, 'SocialLinkStep');
      if (error instanceof ApiError && error.code === 'SOCIAL_LINK_EXPIRED') onCancel();
      return;
    } finally {
      loggingInStore.set(false);
    }
    await onLinked();
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={`Vincular tu cuenta de ${NAMES[provider]}`}>
      <p className="text-sm">{MESSAGES.socialLinkNeedsPassword}</p>
      <PasswordField {...form.field('password')} label="Contraseña" autoComplete="current-password" />
      <SubmitButton busy={form.isSubmitting} busyLabel="Vinculando…">
        Vincular y entrar
      </SubmitButton>
      <button type="button" onClick={onCancel} className={linkButtonClass}>
        Cancelar
      </button>
    </Form>
  );
}

/**
 * «Continuar con Google / Apple / Facebook» (SPEC §6, issue 9): only the providers the server has a
 * client id for, only once the social cookies are accepted. LOGIN in the login face, SIGN_UP in the
 * sign-up face; success runs the same completion as e-mail login.
 */
export function SocialSignIn({ method }: { method: LoginMethod }) {
  const { data: providers } = useAuthProviders();
  const consent = useConsent();
  const { redirectTo } = useModal();
  const completeLogin = useCompleteLogin();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [linking, setLinking] = useState<SocialProvider | null>(null);
  const [nonces] = useState(() => createNonceSupply(getLoginNonce));

  const shown = configuredProviders(providers);
  const buttonsShown =
    providers !== undefined && shown.length > 0 && consent.saved?.social === true && linking === null;
  const shownKey = shown.join(',');

  // With the buttons on screen, the SDKs and a nonce are made ready, so that the click opens the
  // provider's popup at once: after an await, browsers block it (Apple's and Facebook's).
  useEffect(() => {
    if (!buttonsShown || !providers) return;
    for (const provider of shownKey.split(',') as SocialProvider[]) {
      preloadProvider(provider, providers).catch(() => undefined);
    }
    nonces.ensure();
    const timer = setInterval(() => nonces.ensure(), NONCE_CHECK_MS);
    return () => clearInterval(timer);
  }, [buttonsShown, providers, shownKey, nonces]);

  if (shown.length === 0 || !providers) return null;

  async function finish() {
    closeModal();
    await completeLogin({ redirectTo });
  }

  /** Synchronous up to the SDK's call when the nonce is ready: no await before the popup opens. */
  function continueWith(provider: SocialProvider) {
    if (busy || !providers) return;
    const configured = providers;
    setBusy(provider);
    setLoginProvider(provider);
    const controller = new AbortController();
    const ready = nonces.take();
    // The async function runs synchronously up to its first await, and turns a throw into a rejection.
    const asked = (async () =>
      askProvider(provider, configured, ready ?? (await nonces.acquire()), controller.signal))();
    // An SDK that never answers (Google's prompt under FedCM) must not leave every button waiting.
    void settle(
      provider,
      withTimeout(asked, SIGN_IN_TIMEOUT_MS[provider], `${provider} sign-in`, () => controller.abort()),
    );
  }

  async function settle(provider: SocialProvider, asked: Promise<SocialPayload | null>) {
    let signedIn = false;
    let linkNeeded = false;
    try {
      const payload = await asked;
      // SPEC §8: a popup closed by the user is ignored, silently.
      if (payload === null) return;
      loggingInStore.set(true);
      await logInWithProvider(provider, payload, method);
      signedIn = true;
    } catch (error) {
      linkNeeded = error instanceof ApiError && error.code === 'SOCIAL_LINK_NEEDS_PASSWORD';
      if (linkNeeded) setLinking(provider);
      else showFailure(error, 'SocialSignIn');
    } finally {
      loggingInStore.set(false);
      setBusy(null);
      // The nonce is spent either way; the next one is fetched now unless the buttons are going away.
      nonces.release(!signedIn && !linkNeeded);
    }
    if (signedIn) await finish();
  }

  return (
    <section aria-label="Acceso con otras cuentas" className="mb-6">
      {linking ? (
        <LinkStep provider={linking} onCancel={() => setLinking(null)} onLinked={finish} />
      ) : !consent.saved?.social ? (
        <CookiesPrompt />
      ) : (
        <div className="flex flex-col gap-2">
          {shown.map((provider) => (
            <button
              key={provider}
              type="button"
              className={secondaryButtonClass}
              aria-disabled={busy !== null}
              onClick={() => continueWith(provider)}
            >
              {busy === provider ? 'Conectando…' : LABELS[provider]}
            </button>
          ))}
          {method === 'SIGN_UP' && (
            <p className="text-xs text-ink-muted">
              Al continuar con Google, Apple o Facebook aceptas los{' '}
              <Link to="/legal" target="_blank" className={linkButtonClass}>
                términos y condiciones
                <span className="sr-only"> (se abre en una pestaña nueva)</span>
              </Link>{' '}
              de {DEFAULT_PRODUCT_NAME}.
            </p>
          )}
        </div>
      )}
      <p className="mt-4 text-center text-sm text-ink-muted">o con tu correo</p>
    </section>
  );
}
