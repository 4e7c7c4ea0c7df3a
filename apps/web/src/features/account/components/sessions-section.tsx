import { useState } from 'react';
import { ACCOUNT_MESSAGES, MESSAGES, type AccountSession } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDateTime } from '@/lib/format';
import { runAndTell } from '@/lib/user-message';
import { useCloseOtherSessions } from '../api/close-other-sessions';
import { useSessions } from '../api/get-sessions';
import { AccountSection } from './section';

function SessionItem({ session }: { session: AccountSession }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-medium">{session.device || ACCOUNT_MESSAGES.unknownDevice}</p>
        <p className="text-sm text-ink-muted">Última actividad: {formatDateTime(session.lastUsedAt)}</p>
      </div>
      {session.current ? (
        <span className="rounded-pill bg-accent-50 px-2.5 py-0.5 text-sm font-semibold text-accent-900">
          Esta sesión
        </span>
      ) : null}
    </li>
  );
}

function CloseOthersButton({ hasOthers }: { hasOthers: boolean }) {
  const close = useCloseOtherSessions();
  const [confirming, setConfirming] = useState(false);

  async function confirm() {
    await runAndTell(() => close.mutateAsync(), ACCOUNT_MESSAGES.othersClosed);
    setConfirming(false);
  }

  return (
    <div className="mt-4">
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={!hasOthers}
        onClick={() => setConfirming(true)}
      >
        Cerrar las demás sesiones
      </button>
      {hasOthers ? null : <p className="mt-2 text-sm text-ink-muted">{ACCOUNT_MESSAGES.noOtherSessions}</p>}
      {confirming ? (
        <ConfirmDialog
          title="¿Cerrar las demás sesiones?"
          confirmLabel="Cerrar sesiones"
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
          busy={close.isPending}
        >
          Tendrás que volver a entrar en los demás dispositivos. Esta sesión sigue abierta.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** «Sesiones abiertas»: where the account is signed in, and a way to end all but this one. */
export function SessionsSection() {
  const query = useSessions();
  return (
    <AccountSection id="sessions" title="Sesiones abiertas">
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label="Cargando tus sesiones" className="space-y-3">
          {[0, 1].map((index) => (
            <div key={index} className="h-12 animate-pulse rounded-control bg-line" />
          ))}
        </div>
      ) : query.isError ? (
        <div role="alert">
          <p className="text-danger">{MESSAGES.genericError}</p>
          <button
            type="button"
            className={`${buttonClass('secondary', 'sm')} mt-3`}
            onClick={() => void query.refetch()}
          >
            Reintentar
          </button>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-line" aria-label="Tus sesiones">
            {query.data.map((session) => (
              <SessionItem key={session.id} session={session} />
            ))}
          </ul>
          <CloseOthersButton hasOthers={query.data.some((session) => !session.current)} />
        </>
      )}
    </AccountSection>
  );
}
