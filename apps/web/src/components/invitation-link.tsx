import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MESSAGES, type Me } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { LinkActionButton, LinkFailed } from '@/components/link-outcome';
import { PageTitleBar } from '@/components/page-title-bar';
import { ApiError } from '@/lib/api-client';
import { useMe } from '@/lib/me';
import { openModal } from '@/lib/modal-store';

/*
 * The pages of an e-mailed invitation (to a podcast's representation, to an agency's team). Mail
 * scanners open links, so opening one only reads the invitation; a click answers it, once however
 * often it is pressed. A link that fails says whether it expired or was never good (SPEC §8).
 */

function InvitationFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageTitleBar title={title} />
      <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">{children}</div>
    </>
  );
}

/** The link failed: why, and who can send a new one. */
function InvitationFailed({ message, hint }: { message: string; hint: string }) {
  return (
    <div role="alert">
      <LinkFailed>{message}</LinkFailed>
      <p className="mt-2 text-ink-muted">{hint}</p>
    </div>
  );
}

export interface InvitationLinkPageProps<T> {
  token: string;
  /** The invitation as the link's token reads it (a query that changes nothing). */
  invitation: UseQueryResult<T>;
  /** The page's title until the invitation is answered, and whenever its link fails. */
  title: string;
  /** Who sends a new invitation, said under a failure. */
  hint: string;
  /** What to say when reading or answering fails (the link's problem, or the API's words). */
  failureMessage: (error: unknown) => string;
  /** The invitation read: what it asks and its button (InvitationAsk, InvitationAccept). */
  children: (invitation: T, failed: (error: unknown) => ReactNode) => ReactNode;
}

/** An invitation link's page: no token, the invitation loading, its link failing, or the invitation. */
export function InvitationLinkPage<T>({
  token,
  invitation,
  title,
  hint,
  failureMessage,
  children,
}: InvitationLinkPageProps<T>) {
  const failed = (error: unknown) => (
    <InvitationFrame title={title}>
      <InvitationFailed message={failureMessage(error)} hint={hint} />
    </InvitationFrame>
  );
  if (token && invitation.isSuccess) return children(invitation.data, failed);
  if (token && invitation.isError) return failed(invitation.error);
  return (
    <InvitationFrame title={title}>
      {!token ? (
        <InvitationFailed message={MESSAGES.invalidLink} hint={hint} />
      ) : (
        <p className="text-lg" role="status" aria-busy="true">
          Cargando la invitación…
        </p>
      )}
    </InvitationFrame>
  );
}

/** What the invitation asks, under the page's title; `children` is what to do about it. */
export function InvitationAsk({
  title,
  headline,
  description,
  children,
}: {
  title: string;
  headline: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <InvitationFrame title={title}>
      <p className="text-2xl font-semibold">{headline}</p>
      <p className="mt-3 text-ink-muted">{description}</p>
      {children}
    </InvitationFrame>
  );
}

/** The invitation answered by the click: the page's new title, what it came to, and where to go. */
export function InvitationAnswered({
  title,
  headline,
  children,
}: {
  title: string;
  headline: ReactNode;
  children: ReactNode;
}) {
  return (
    <InvitationFrame title={title}>
      <div role="status">
        <p className="text-2xl font-semibold">{headline}</p>
        {children}
      </div>
    </InvitationFrame>
  );
}

/** The one button that answers the invitation, beside whatever else the page offers. */
export function InvitationButton({
  answer,
  pendingLabel,
  tone,
  beside,
  children,
}: {
  answer: { mutateAsync: () => Promise<unknown> };
  pendingLabel: string;
  tone?: 'primary' | 'danger';
  beside?: ReactNode;
  children: string;
}) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      {/* The mutation keeps the failure for the page to show; the button only waits for it. */}
      <LinkActionButton
        onPress={() => answer.mutateAsync().catch(() => undefined)}
        pendingLabel={pendingLabel}
        tone={tone}
      >
        {children}
      </LinkActionButton>
      {beside}
    </div>
  );
}

export interface InvitationAcceptProps<R> {
  title: string;
  headline: ReactNode;
  description: ReactNode;
  /** The address invited: only its account, confirmed, may accept (the API checks it again). */
  invitedEmail: string;
  hasAccount: boolean;
  accept: UseMutationResult<R, Error, void>;
  acceptLabel: string;
  /** Beside the accept button (the reject link's way). */
  beside?: ReactNode;
  /** The API's refusals the page explains in place, so the person can put them right and press again. */
  explainedRefusals: ReadonlySet<string>;
  failed: (error: unknown) => ReactNode;
  accepted: (result: R) => ReactNode;
}

/** An invitation accepted by its invited account: what to do first if it cannot, else the button. */
export function InvitationAccept<R>({
  title,
  headline,
  description,
  invitedEmail,
  hasAccount,
  accept,
  acceptLabel,
  beside,
  explainedRefusals,
  failed,
  accepted,
}: InvitationAcceptProps<R>) {
  const location = useLocation();
  const me = useMe();
  if (accept.isSuccess) return accepted(accept.data);
  const refusal =
    accept.error instanceof ApiError && explainedRefusals.has(accept.error.code) ? accept.error.message : null;
  if (accept.isError && !refusal) return failed(accept.error);

  const user = me.data ?? null;
  const canAccept = user !== null && user.email === invitedEmail && user.emailVerified;
  return (
    <InvitationAsk title={title} headline={headline} description={description}>
      {/* Where the button is gone, the steps below say what the refusal would. */}
      {refusal && canAccept ? (
        <p className="mt-4 font-medium text-danger" role="alert">
          {refusal}
        </p>
      ) : null}
      {me.isPending ? (
        <p className="mt-6 text-ink-muted" aria-busy="true">
          Comprobando tu sesión…
        </p>
      ) : canAccept ? (
        <InvitationButton answer={accept} pendingLabel="Aceptando…" beside={beside}>
          {acceptLabel}
        </InvitationButton>
      ) : (
        <SignInFirst
          invitedEmail={invitedEmail}
          hasAccount={hasAccount}
          me={user}
          here={`${location.pathname}${location.search}`}
        />
      )}
    </InvitationAsk>
  );
}

/** What the invited person must do before the accept button works. */
function SignInFirst({
  invitedEmail,
  hasAccount,
  me,
  here,
}: {
  invitedEmail: string;
  hasAccount: boolean;
  me: Me | null;
  here: string;
}) {
  if (!me)
    return (
      <>
        <p className="mt-4">
          {hasAccount
            ? `Para aceptarla, entra con tu cuenta de ${invitedEmail}.`
            : `Para aceptarla, crea tu cuenta con ${invitedEmail} y confírmala con el enlace que te enviaremos.`}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => openModal(hasAccount ? 'login' : 'signup', { redirectTo: here })}
          >
            {hasAccount ? 'Entrar para aceptar' : 'Crear mi cuenta'}
          </button>
          {hasAccount ? null : (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => openModal('login', { redirectTo: here })}
            >
              Ya tengo cuenta
            </button>
          )}
        </div>
      </>
    );
  if (me.email !== invitedEmail)
    return (
      <>
        <p className="mt-4" role="alert">
          Has entrado como <strong className="break-words">{me.email}</strong>, pero la invitación es para{' '}
          <strong className="break-words">{invitedEmail}</strong>. Entra con la cuenta de esa dirección para aceptarla.
        </p>
        <button
          type="button"
          className={`${buttonClass('primary')} mt-6`}
          onClick={() => openModal('login', { redirectTo: here })}
        >
          Entrar con otra cuenta
        </button>
      </>
    );
  return (
    <>
      <p className="mt-4" role="alert">
        Confirma tu dirección de correo para aceptarla: ábrela con el enlace que te enviamos a{' '}
        <strong className="break-words">{me.email}</strong> y vuelve a esta página.
      </p>
      <button type="button" className={`${buttonClass('primary')} mt-6`} onClick={() => openModal('verify')}>
        Reenviar el correo de confirmación
      </button>
    </>
  );
}
