import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES, linkHostingAccountSchema, type HostingLinkResult, type Me } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { applyServerFieldErrors, EmailField, PasswordField, useZodForm } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import { usePartnerStatus } from '@/lib/hosting-partner';
import { toast } from '@/lib/toast';
import { userMessageOf } from '@/lib/user-message';
import { useLinkHostingAccount, useUnlinkHostingAccount } from '../api/hosting-account';
import { AccountForm } from './account-form';
import { AccountSection } from './section';

/** The platform's own refusals (SPEC §8) and its being down are worth reading as they are. */
function linkFailureOf(error: unknown): string {
  if (error instanceof ApiError && error.code === 'HOSTING_UNAVAILABLE') return error.message;
  return userMessageOf(error);
}

function podcastsWord(count: number): string {
  return count === 1 ? '1 podcast' : `${count} podcasts`;
}

/** DOMAIN.md "Hosting platform": without a partner, demo data stands in, and we say so. */
function DemoNote() {
  const partner = usePartnerStatus();
  if (partner.data?.configured !== false) return null;
  return (
    <p className="mb-4 rounded-control border border-line bg-surface-muted px-4 py-3 text-sm text-ink-muted">
      Este entorno no está conectado a la plataforma de alojamiento: cualquier correo con una contraseña sirve, y los
      podcasts y escuchas que traigas son datos de demostración.
    </p>
  );
}

function LinkForm({ onLinked }: { onLinked: (result: HostingLinkResult) => void }) {
  const link = useLinkHostingAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(linkHostingAccountSchema, { email: '', password: '' });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    let result: HostingLinkResult;
    try {
      result = await link.mutateAsync(body);
    } catch (error) {
      // What was typed stays, so a typo can be fixed rather than typed again.
      if (!applyServerFieldErrors(form, error, ['email', 'password'] as const)) setFailure(linkFailureOf(error));
      return;
    }
    onLinked(result);
  });

  return (
    <AccountForm
      form={form}
      onSubmit={onSubmit}
      label="Vincular tu cuenta de la plataforma de alojamiento"
      submit={{ label: 'Vincular cuenta', busyLabel: 'Vinculando…' }}
    >
      <EmailField {...form.field('email')} label="Correo de la plataforma" autoComplete="off" />
      <PasswordField
        {...form.field('password')}
        label="Contraseña de la plataforma"
        autoComplete="off"
        hint="Solo la usamos para comprobar tu cuenta: no la guardamos."
      />
      {failure ? (
        <p
          role="alert"
          className="rounded-control border border-danger/40 bg-danger/5 px-4 py-3 text-sm font-medium text-danger"
        >
          {failure}
        </p>
      ) : null}
    </AccountForm>
  );
}

function LinkedAccount({ me, result }: { me: Me; result: HostingLinkResult | null }) {
  const unlink = useUnlinkHostingAccount();
  const [confirming, setConfirming] = useState(false);

  function confirmUnlink() {
    unlink.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(ACCOUNT_MESSAGES.hostingUnlinked);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(userMessageOf(error));
      },
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <p>
        Tu cuenta está vinculada <span className="text-ink-muted">(usuario {me.ivooxUserId} en la plataforma)</span>.
      </p>
      {result ? (
        <div role="status" className="rounded-control border border-line bg-surface-muted px-4 py-3 text-sm">
          <p>
            {result.linked.length > 0
              ? `Hemos añadido ${podcastsWord(result.linked.length)} a tus podcasts.`
              : 'No había podcasts nuevos que añadir a tus podcasts.'}{' '}
            <Link to="/me/podcasts" className="font-medium text-accent-700 underline hover:text-accent-900">
              Ver Mis podcasts
            </Link>
          </p>
          {result.skipped.length > 0 ? (
            <>
              <p className="mt-2">
                Estos ya son de otro usuario y no los hemos traído; si son tuyos,{' '}
                <Link to="/contact" className="font-medium text-accent-700 underline hover:text-accent-900">
                  escríbenos
                </Link>
                :
              </p>
              <ul className="mt-1 list-disc pl-5">
                {result.skipped.map((podcast) => (
                  <li key={podcast.hostingId}>{podcast.title}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <div>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setConfirming(true)}>
          Desvincular
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title="¿Desvincular tu cuenta?"
          confirmLabel="Desvincular"
          onConfirm={confirmUnlink}
          onCancel={() => setConfirming(false)}
          busy={unlink.isPending}
        >
          Tus podcasts seguirán en Mis podcasts. Puedes volver a vincular la cuenta cuando quieras.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/**
 * «Plataforma de alojamiento» (SPEC §2 My account): link the account the user has on the hosting
 * platform with its e-mail and password, which brings its podcasts to My podcasts; or unlink it.
 */
export function HostingSection({ me }: { me: Me }) {
  const [result, setResult] = useState<HostingLinkResult | null>(null);

  function linked(answer: HostingLinkResult) {
    setResult(answer);
    toast.success(ACCOUNT_MESSAGES.hostingLinked);
  }

  return (
    <AccountSection id="hosting" title="Plataforma de alojamiento">
      <DemoNote />
      {me.ivooxUserId ? (
        <LinkedAccount me={me} result={result} />
      ) : (
        <>
          <p className="mb-4 text-sm text-ink-muted">
            Vincula la cuenta que tienes en la plataforma de alojamiento y traeremos tus podcasts a Mis podcasts, con
            sus escuchas.
          </p>
          <LinkForm onLinked={linked} />
        </>
      )}
    </AccountSection>
  );
}
