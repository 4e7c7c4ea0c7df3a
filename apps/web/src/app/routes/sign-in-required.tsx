import { MESSAGES } from '@patrocina/domain/messages';
import { PageTitleBar } from '@/components/page-title-bar';
import { openModal } from '@/lib/modal-store';

const buttonClass =
  'inline-flex items-center justify-center rounded-control bg-accent px-5 py-3 font-semibold text-on-accent hover:bg-accent-800';

interface SignInRequiredProps {
  /** The private page's title. */
  title: string;
  /** Where the visitor was heading, for the login modal to return to. */
  redirectTo: string;
  /** /users/me failed: whether the visitor has a session is unknown. */
  hasFailed: boolean;
  onRetry: () => void;
}

/**
 * What a private page shows in its place (SPEC §2) to a visitor, or when /users/me failed. AccessGate
 * loads it only then: public pages, the first screen of most visits, never need it.
 */
export function SignInRequired({ title, redirectTo, hasFailed, onRetry }: SignInRequiredProps) {
  if (hasFailed) {
    return (
      <>
        <PageTitleBar title={title} />
        <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6" role="alert">
          <p className="text-ink">{MESSAGES.genericError}</p>
          <button type="button" className={`mt-6 ${buttonClass}`} onClick={onRetry}>
            Reintentar
          </button>
        </div>
      </>
    );
  }

  return (
    <>
      <PageTitleBar title={title} />
      <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
        <h2 className="text-xl font-semibold">Inicia sesión para continuar</h2>
        <p className="mt-2 max-w-2xl text-ink-muted">
          Entra con tu cuenta para ver esta página. Si aún no tienes una, puedes crearla gratis.
        </p>
        <button type="button" className={`mt-6 ${buttonClass}`} onClick={() => openModal('login', { redirectTo })}>
          Entrar
        </button>
      </div>
    </>
  );
}
