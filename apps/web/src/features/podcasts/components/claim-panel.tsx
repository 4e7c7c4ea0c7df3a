import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CLAIM_CODE_LENGTH, CLAIM_CODE_MINUTES, MESSAGES, verifyClaimCodeSchema } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { Form, SubmitButton, TextField, useZodForm } from '@/components/form';
import { PodcastCover } from '@/components/podcast-cover';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import {
  useClaim,
  useSendClaimCode,
  useVerifyClaimCode,
  useVerifyClaimFeed,
  type ClaimedPodcast,
  type OpenClaim,
} from '../api/claims';
import { userMessageOf } from '@/lib/user-message';

/** Seconds until `isoInstant`, ticking once a second while it is in the future. */
function useSecondsUntil(isoInstant: string | null): number {
  const target = isoInstant ? Date.parse(isoInstant) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  const waiting = Number.isFinite(target) && target > now;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  return waiting ? Math.ceil((target - now) / 1000) : 0;
}

/**
 * Step "Demuestra que es tuyo" (DOMAIN.md "Hosting platform"): a code e-mailed to the feed's owner
 * address, or a token the podcaster places in the feed. Either one makes the podcast theirs.
 */
export function ClaimPanel({
  podcastId,
  onProven,
}: {
  podcastId: string;
  onProven: (podcast: ClaimedPodcast) => void;
}) {
  const query = useClaim(podcastId);

  if (query.isPending) {
    return (
      <div role="status" aria-label="Cargando la verificación" className="h-64 animate-pulse rounded-card bg-line" />
    );
  }
  if (query.isError) {
    const error = query.error instanceof ApiError ? query.error : null;
    // 409: someone proved it first, or it is already yours; the API says which.
    const message =
      error?.status === 404 || error?.status === 403
        ? 'Esta verificación ya no está pendiente.'
        : error?.status === 409
          ? error.message
          : MESSAGES.genericError;
    return (
      <div role="alert" className="rounded-card border border-line bg-surface p-6">
        <p className="font-medium">{message}</p>
        <p className="mt-2 text-ink-muted">Tus podcasts y su estado están en «Mis podcasts».</p>
        <Link to="/me/podcasts" className={`${buttonClass('secondary', 'sm')} mt-4`}>
          Ir a Mis podcasts
        </Link>
      </div>
    );
  }

  const { podcast, claim } = query.data;
  return (
    <div className="space-y-6">
      <div className="flex items-center gap-4 rounded-card border border-line bg-surface p-4">
        <PodcastCover title={podcast.title} imageUrl={podcast.imageUrl} className="size-16" lazy={false} />
        <div className="min-w-0">
          <p className="text-lg font-semibold">{podcast.title}</p>
          {podcast.author ? <p className="text-sm text-ink-muted">{podcast.author}</p> : null}
        </div>
      </div>
      <p>
        Para recibir propuestas tienes que demostrar que el podcast es tuyo. Elige la forma que te resulte más cómoda:
        con cualquiera de las dos basta.
      </p>
      <div className="grid gap-5 md:grid-cols-2">
        <EmailCodeMethod podcastId={podcastId} claim={claim} onProven={onProven} />
        <FeedTokenMethod podcastId={podcastId} feedToken={claim.feedToken} onProven={onProven} />
      </div>
    </div>
  );
}

interface MethodProps {
  podcastId: string;
  onProven: (podcast: ClaimedPodcast) => void;
}

function EmailCodeMethod({ podcastId, claim, onProven }: MethodProps & { claim: OpenClaim['claim'] }) {
  const send = useSendClaimCode(podcastId);
  const verify = useVerifyClaimCode(podcastId);
  const form = useZodForm(verifyClaimCodeSchema, { code: '' });
  const [sendError, setSendError] = useState<string | null>(null);
  const resendIn = useSecondsUntil(claim.canResendAt);

  async function sendCode() {
    setSendError(null);
    try {
      const { sentTo } = await send.mutateAsync();
      toast.success(`Código enviado a ${sentTo}`);
    } catch (error) {
      setSendError(userMessageOf(error));
    }
  }

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      const { podcast } = await verify.mutateAsync(code);
      onProven(podcast);
    } catch (error) {
      form.setFieldError('code', userMessageOf(error));
    }
  });

  return (
    <section aria-labelledby="claim-by-email" className="rounded-card border border-line bg-surface p-5">
      <h3 id="claim-by-email" className="text-lg font-semibold">
        Con un código por correo
      </h3>
      {claim.ownerEmailHint === null ? (
        <p className="mt-2 text-ink-muted">
          Tu feed no indica un correo de propietario (la etiqueta <code>itunes:email</code>), así que no podemos
          enviarte un código. Usa la etiqueta en el feed.
        </p>
      ) : (
        <>
          <p className="mt-2 text-ink-muted">
            {claim.codeSentAt ? (
              <>
                Te hemos enviado un código de {CLAIM_CODE_LENGTH} cifras a{' '}
                <span className="font-semibold text-ink">{claim.ownerEmailHint}</span>, el correo de propietario de tu
                feed. Caduca en {CLAIM_CODE_MINUTES} minutos.
              </>
            ) : (
              <>
                Te enviaremos un código de {CLAIM_CODE_LENGTH} cifras a{' '}
                <span className="font-semibold text-ink">{claim.ownerEmailHint}</span>, el correo de propietario que
                aparece en tu feed.
              </>
            )}
          </p>
          {claim.codeSentAt ? (
            <Form form={form} onSubmit={onSubmit} aria-label="Verificar con el código" className="mt-4 space-y-3">
              <TextField
                {...form.field('code')}
                label="Código"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={CLAIM_CODE_LENGTH}
              />
              <SubmitButton busy={form.isSubmitting} busyLabel="Comprobando…">
                Verificar
              </SubmitButton>
            </Form>
          ) : null}
          <div className="mt-3">
            <button
              type="button"
              className={buttonClass(claim.codeSentAt ? 'ghost' : 'primary', 'sm')}
              onClick={() => void sendCode()}
              disabled={send.isPending || resendIn > 0}
            >
              {send.isPending ? 'Enviando…' : claim.codeSentAt ? 'Enviarme otro código' : 'Enviarme el código'}
            </button>
            {resendIn > 0 ? (
              <p className="mt-2 text-sm text-ink-muted" aria-live="polite">
                Podrás pedir otro en {resendIn} s.
              </p>
            ) : null}
            {sendError ? (
              <p role="alert" className="mt-2 text-sm font-medium text-danger">
                {sendError}
              </p>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}

function FeedTokenMethod({ podcastId, feedToken, onProven }: MethodProps & { feedToken: string }) {
  const verify = useVerifyClaimFeed(podcastId);
  const [error, setError] = useState<string | null>(null);
  const snippet = `<podcast:txt purpose="verify">${feedToken}</podcast:txt>`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      toast.success('Etiqueta copiada');
    } catch {
      toast.error('No hemos podido copiarla: selecciónala y cópiala a mano.');
    }
  }

  async function check() {
    setError(null);
    try {
      const { podcast } = await verify.mutateAsync(undefined);
      onProven(podcast);
    } catch (failure) {
      setError(userMessageOf(failure));
    }
  }

  return (
    <section aria-labelledby="claim-by-feed" className="rounded-card border border-line bg-surface p-5">
      <h3 id="claim-by-feed" className="text-lg font-semibold">
        Con una etiqueta en tu feed
      </h3>
      <p className="mt-2 text-ink-muted">
        Añade esta etiqueta dentro de <code>&lt;channel&gt;</code> en tu feed. Muchas plataformas lo permiten en
        «etiquetas personalizadas»; cuando el feed se haya actualizado, compruébalo aquí. Después puedes quitarla.
      </p>
      {/* Wrapped rather than scrolled sideways: a scrolling box would need a keyboard stop of its own. */}
      <pre className="mt-3 rounded-control bg-surface-muted p-3 text-sm break-all whitespace-pre-wrap">
        <code>{snippet}</code>
      </pre>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void copy()}>
          Copiar la etiqueta
        </button>
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          onClick={() => void check()}
          disabled={verify.isPending}
        >
          {verify.isPending ? 'Leyendo tu feed…' : 'Comprobar mi feed'}
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}
