import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '@patrocina/domain';
import { openModal } from '@/lib/modal-store';
import { safeRedirect } from '@/lib/safe-redirect';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFocusOnChange } from '@/lib/focus';
import { useCompleteLogin } from '../api/complete-login';
import { verifyEmail } from '../api/auth-calls';
import { takeAfterVerify } from '../lib/client-state';
import { LINK_MESSAGES, linkProblemOf, type LinkProblem } from '@/lib/link-errors';
import { reportAuthError } from '../lib/report';
import { linkButtonClass, primaryButtonClass } from '../components/styles';
import { LinkActionButton, LinkDone, LinkFailed, LinkPage } from '@/components/link-outcome';

/** How long "¡Correo confirmado!" stays before going home. */
export const VERIFIED_REDIRECT_DELAY_MS = 1500;

/** What the click on «Confirmar mi correo» came to; before it, nothing has happened. */
type Outcome =
  | { kind: 'verified'; destination: string | null }
  /** Confirmed, but the account was made with a provider: it is entered that way (docs/decisions/0011). */
  | { kind: 'confirmed' }
  /** Confirmed, but the session that followed failed (SPEC §8 post-login failure: it was ended). */
  | { kind: 'signedOut' }
  | { kind: 'link'; problem: LinkProblem }
  /** Nothing was used up: the button stays, to try again. */
  | { kind: 'error' };

function outcomeOfFailure(error: unknown): Outcome {
  const problem = linkProblemOf(error);
  if (problem) return { kind: 'link', problem };
  reportAuthError(error, 'VerifyPage');
  return { kind: 'error' };
}

function EnterButton({ children }: { children: string }) {
  return (
    <button type="button" onClick={() => openModal('login')} className={`${primaryButtonClass} mt-4`}>
      {children}
    </button>
  );
}

function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  switch (outcome.kind) {
    case 'verified':
      return (
        <LinkDone title="¡Correo confirmado!">
          <p className="mt-2 text-ink-muted">
            Ya has iniciado sesión.{' '}
            {outcome.destination ? 'Te llevamos a donde lo dejaste…' : 'Te llevamos a la portada…'}
          </p>
        </LinkDone>
      );
    case 'confirmed':
      return (
        <LinkDone title="¡Correo confirmado!">
          <p className="mt-2 text-ink-muted">
            Entra como creaste la cuenta, con Google, Apple o Facebook. Si no la creaste tú, pide una contraseña nueva
            con «¿Has olvidado tu contraseña?»: así nadie más podrá entrar en ella.
          </p>
          <EnterButton>Entrar</EnterButton>
        </LinkDone>
      );
    case 'signedOut':
      return (
        <LinkDone title="¡Correo confirmado!">
          <p className="mt-2 text-ink-muted">No hemos podido iniciar tu sesión: entra con tu correo y contraseña.</p>
          <EnterButton>Entrar</EnterButton>
        </LinkDone>
      );
    case 'link':
      return (
        <>
          <LinkFailed>{LINK_MESSAGES[outcome.problem]}</LinkFailed>
          <p className="mt-6 text-ink-muted">
            Para recibir un enlace nuevo, entra con tu correo y contraseña y pulsa «Reenviar correo».
          </p>
          <EnterButton>Entrar para pedir otro enlace</EnterButton>
        </>
      );
    case 'error':
      return <LinkFailed>{MESSAGES.genericError}</LinkFailed>;
  }
}

/**
 * /login/verify?token=: confirms the address with the e-mailed link and logs in, once the person
 * presses the button (mail scanners open links too).
 */
export function VerifyPage() {
  useDocumentTitle('Confirmar correo');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: 'link', problem: 'invalid' });
  const completeLogin = useCompleteLogin();
  const navigate = useNavigate();
  const resultRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(resultRef, outcome);

  useEffect(() => {
    if (outcome?.kind !== 'verified') return;
    const timer = setTimeout(
      () => void navigate(outcome.destination ?? '/', { replace: true }),
      VERIFIED_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  async function confirm() {
    let signedIn: boolean;
    try {
      signedIn = await verifyEmail(token);
    } catch (error) {
      setOutcome(outcomeOfFailure(error));
      return;
    }
    if (!signedIn) {
      setOutcome({ kind: 'confirmed' });
    } else if (await completeLogin()) {
      setOutcome({ kind: 'verified', destination: safeRedirect(takeAfterVerify()) });
      toast.success('¡Correo confirmado! Ya puedes usar tu cuenta.');
    } else {
      setOutcome({ kind: 'signedOut' });
    }
  }

  const canPress = outcome === null || outcome.kind === 'error';
  return (
    <LinkPage title="Confirmar tu correo">
      {canPress ? (
        <>
          <p className="mb-6 text-ink-muted">
            Pulsa el botón para confirmar tu dirección de correo y empezar a usar tu cuenta.
          </p>
          <LinkActionButton onPress={confirm} pendingLabel="Confirmando…">
            Confirmar mi correo
          </LinkActionButton>
        </>
      ) : null}
      <div ref={resultRef} role="status" aria-live="polite" className={canPress && outcome ? 'mt-6' : undefined}>
        {outcome ? <OutcomeMessage outcome={outcome} /> : null}
      </div>
      {outcome ? (
        <p className="mt-8">
          <Link to="/" className={linkButtonClass}>
            Ir a la portada
          </Link>
        </p>
      ) : null}
    </LinkPage>
  );
}
