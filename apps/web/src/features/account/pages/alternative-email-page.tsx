import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ALTERNATIVE_EMAIL_MESSAGES, MESSAGES } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { LinkActionButton, LinkDone, LinkFailed, LinkPage } from '@/components/link-outcome';
import { useFocusOnChange } from '@/lib/focus';
import { LINK_MESSAGES, linkProblemOf, type LinkProblem } from '@/lib/link-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConfirmAlternativeEmail } from '../api/alternative-email';

/** What the click on «Confirmar este correo» came to; before it, nothing has happened. */
type Outcome =
  | { kind: 'confirmed'; address: string }
  | { kind: 'link'; problem: LinkProblem }
  /** Nothing was used up: the button stays, to try again. */
  | { kind: 'error' };

function outcomeOfFailure(error: unknown): Outcome {
  const problem = linkProblemOf(error);
  return problem ? { kind: 'link', problem } : { kind: 'error' };
}

function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  switch (outcome.kind) {
    case 'confirmed':
      return (
        <LinkDone title={ALTERNATIVE_EMAIL_MESSAGES.confirmed}>
          <p className="mt-2 break-all text-ink-muted">
            {outcome.address} ya figura en tu cuenta como correo alternativo.
          </p>
        </LinkDone>
      );
    case 'link':
      return (
        <>
          <LinkFailed>{LINK_MESSAGES[outcome.problem]}</LinkFailed>
          <p className="mt-2 text-ink-muted">Puedes pedir otro enlace desde «Correo alternativo» en Mi cuenta.</p>
        </>
      );
    case 'error':
      return <LinkFailed>{MESSAGES.genericError}</LinkFailed>;
  }
}

/**
 * `/me/alternative-email?token=`: the page the alternative e-mail's link opens. It needs no session
 * (the link may be opened on another device); the token is the proof, used only when the person
 * presses the button (mail scanners open links too).
 */
export function AlternativeEmailPage() {
  useDocumentTitle('Confirmar correo alternativo');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: 'link', problem: 'invalid' });
  const confirmation = useConfirmAlternativeEmail();
  const resultRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(resultRef, outcome);

  async function confirm() {
    try {
      const { alternativeEmail } = await confirmation.mutateAsync(token);
      setOutcome({ kind: 'confirmed', address: alternativeEmail });
    } catch (error) {
      setOutcome(outcomeOfFailure(error));
    }
  }

  const canPress = outcome === null || outcome.kind === 'error';
  return (
    <LinkPage title="Confirmar tu correo alternativo">
      {canPress ? (
        <>
          <p className="mb-6 text-ink-muted">
            Pulsa el botón para añadir esta dirección a tu cuenta como correo alternativo.
          </p>
          <LinkActionButton onPress={confirm} pendingLabel="Confirmando…">
            Confirmar este correo
          </LinkActionButton>
        </>
      ) : null}
      <div ref={resultRef} role="status" aria-live="polite" className={canPress && outcome ? 'mt-6' : undefined}>
        {outcome ? <OutcomeMessage outcome={outcome} /> : null}
      </div>
      {outcome ? (
        <p className="mt-8">
          <Link to="/me" className={buttonClass(canPress ? 'secondary' : 'primary')}>
            Ir a Mi cuenta
          </Link>
        </p>
      ) : null}
    </LinkPage>
  );
}
