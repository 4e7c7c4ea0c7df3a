import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { DEFAULT_PRODUCT_NAME } from '@patrocina/domain/constants';
import { LoadFailed } from '@/components/load-failed';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLegalInfo } from './api/get-legal-info';
import { containerClass, inlineLinkClass } from './components/link-styles';
import { COOKIE_POLICY } from './components/legal/cookie-policy';
import { LegalFactsProvider, type Clause, type LegalFactsState } from './components/legal/legal-facts';
import { LEGAL_NOTICE } from './components/legal/legal-notice';
import { MARKETPLACE_TERMS } from './components/legal/marketplace-terms';
import { PRIVACY_POLICY } from './components/legal/privacy-policy';

export const LEGAL_HEADING = 'Privacidad y términos legales';

/** The page's four parts: their ids are the anchors the footer, the cookie notice and the forms link to. */
export const LEGAL_PARTS: readonly { id: string; title: string; clauses: readonly Clause[] }[] = [
  { id: 'aviso-legal', title: 'Aviso legal', clauses: LEGAL_NOTICE },
  { id: 'privacidad', title: 'Política de privacidad', clauses: PRIVACY_POLICY },
  { id: 'cookies', title: 'Política de cookies', clauses: COOKIE_POLICY },
  { id: 'condiciones', title: 'Condiciones del servicio', clauses: MARKETPLACE_TERMS },
];

/**
 * SPEC §2 `/legal` (issue 23): the legal notice (LSSI-CE), the privacy policy (RGPD, LOPDGDD), the cookie
 * policy and the marketplace's terms, with the company's data from the server's configuration.
 */
export function LegalPage() {
  useDocumentTitle(LEGAL_HEADING);
  const query = useLegalInfo();
  const { hash } = useLocation();
  const navigationType = useNavigationType();
  const facts: LegalFactsState =
    query.status === 'success' ? { status: 'success', info: query.data } : { status: query.status };

  // The text is all there from the start; once the company data fills in, lines may grow, so the
  // clause the address points at is brought back into view (back and forward keep the reader's place).
  useEffect(() => {
    if (query.status !== 'success' || !hash || navigationType === NavigationType.Pop) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [query.status, hash, navigationType]);

  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{LEGAL_HEADING}</h1>
      <p className="mt-3 text-lg text-ink-muted">
        Quién está detrás de {DEFAULT_PRODUCT_NAME}, cómo tratamos tus datos, qué guardamos en tu navegador y las
        condiciones del servicio.
      </p>
      <div aria-live="polite" className="mt-6 empty:hidden">
        {query.status === 'pending' ? <p className="text-ink-muted">Cargando los datos de la empresa…</p> : null}
      </div>
      {query.status === 'error' ? (
        <div className="mt-6">
          <LoadFailed title="No hemos podido cargar los datos de la empresa." onRetry={() => void query.refetch()}>
            El resto del texto está completo. Inténtalo de nuevo en unos segundos.
          </LoadFailed>
        </div>
      ) : null}

      <LegalFactsProvider value={facts}>
        <div className="mt-10 grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]">
          <nav
            aria-labelledby="indice-titulo"
            className="lg:sticky lg:top-6 lg:max-h-[calc(100vh-3rem)] lg:self-start lg:overflow-y-auto"
          >
            <h2 id="indice-titulo" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
              En esta página
            </h2>
            <ol className="mt-3 space-y-4 text-sm">
              {LEGAL_PARTS.map((part) => (
                <li key={part.id}>
                  <a href={`#${part.id}`} className={inlineLinkClass}>
                    {part.title}
                  </a>
                  <ol className="mt-2 space-y-1.5 border-l border-line pl-3">
                    {part.clauses.map((clause) => (
                      <li key={clause.id}>
                        <a
                          href={`#${part.id}-${clause.id}`}
                          className="rounded-control text-ink-muted underline-offset-4 hover:text-ink hover:underline"
                        >
                          {clause.title}
                        </a>
                      </li>
                    ))}
                  </ol>
                </li>
              ))}
            </ol>
          </nav>

          <div className="min-w-0 space-y-14">
            {LEGAL_PARTS.map((part) => (
              <section key={part.id} id={part.id} aria-labelledby={`${part.id}-titulo`} className="scroll-mt-6">
                <h2 id={`${part.id}-titulo`} className="text-2xl font-bold tracking-tight sm:text-3xl">
                  {part.title}
                </h2>
                {part.clauses.map((clause) => (
                  <div key={clause.id} className="mt-8">
                    <h3 id={`${part.id}-${clause.id}`} className="scroll-mt-6 text-xl font-semibold">
                      {clause.title}
                    </h3>
                    <div className="mt-3 max-w-3xl space-y-3 leading-relaxed">{clause.body}</div>
                  </div>
                ))}
              </section>
            ))}
          </div>
        </div>
      </LegalFactsProvider>
    </div>
  );
}
