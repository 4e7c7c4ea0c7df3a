import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ALTERNATIVE_EMAIL_MESSAGES, MESSAGES } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { LINK_MESSAGES, linkProblemOf, type LinkProblem } from '@/lib/link-errors';
import { meQueryKey } from '@/lib/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { confirmAlternativeEmail } from '../api/alternative-email';
import { LinkDone, LinkFailed, LinkWorking } from '@/components/link-outcome';

type Status =
  | { kind: 'confirming' }
  | { kind: 'confirmed'; address: string }
  | { kind: 'link'; problem: LinkProblem }
  | { kind: 'error' };

/**
 * The link works once; React StrictMode runs effects twice in development, and a second POST would
 * find it used. One promise per token answers both.
 */
const inFlight = new Map<string, Promise<{ alternativeEmail: string }>>();
function confirmOnce(token: string) {
  let pending = inFlight.get(token);
  if (!pending) {
    pending = confirmAlternativeEmail(token);
    inFlight.set(token, pending);
  }
  return pending;
}

/** For tests, which reuse tokens across cases. */
export function forgetConfirmations(): void {
  inFlight.clear();
}

/**
 * `/me/alternative-email?token=`: the page the alternative e-mail's link opens. It needs no session
 * (the link may be opened on another device); the token is the proof.
 */
export function AlternativeEmailPage() {
  useDocumentTitle('Confirmar correo alternativo');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [status, setStatus] = useState<Status>(token ? { kind: 'confirming' } : { kind: 'link', problem: 'invalid' });
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    let active = true;
    confirmOnce(token).then(
      ({ alternativeEmail }) => {
        if (!active) return;
        setStatus({ kind: 'confirmed', address: alternativeEmail });
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      },
      (error: unknown) => {
        if (!active) return;
        const problem = linkProblemOf(error);
        setStatus(problem ? { kind: 'link', problem } : { kind: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [token, queryClient]);

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-balance">Confirmar tu correo alternativo</h1>
      <div className="mt-6" role="status" aria-live="polite">
        {status.kind === 'confirming' ? (
          <LinkWorking>Confirmando tu correo…</LinkWorking>
        ) : status.kind === 'confirmed' ? (
          <LinkDone title={ALTERNATIVE_EMAIL_MESSAGES.confirmed}>
            <p className="mt-2 break-all text-ink-muted">
              {status.address} ya figura en tu cuenta como correo alternativo.
            </p>
          </LinkDone>
        ) : status.kind === 'link' ? (
          <div>
            <LinkFailed>{LINK_MESSAGES[status.problem]}</LinkFailed>
            <p className="mt-2 text-ink-muted">Puedes pedir otro enlace desde «Correo alternativo» en Mi cuenta.</p>
          </div>
        ) : (
          <LinkFailed>{MESSAGES.genericError}</LinkFailed>
        )}
      </div>
      {status.kind !== 'confirming' ? (
        <p className="mt-8">
          <Link to="/me" className={buttonClass('primary')}>
            Ir a Mi cuenta
          </Link>
        </p>
      ) : null}
    </section>
  );
}
