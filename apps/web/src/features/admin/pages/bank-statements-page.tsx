import { useId, useState } from 'react';
import { STATEMENT_FORMAT_LABELS, STATEMENT_MAX_MB, type StatementImport } from '@patrocina/domain';
import { FilePickButton } from '@/components/file-pick';
import { LoadFailed } from '@/components/load-failed';
import { PageTitleBar } from '@/components/page-title-bar';
import { userMessageOf } from '@/lib/user-message';
import { useBankCredits } from '../api/bank-credits';
import { useImportStatement } from '../api/import-statement';
import { BankCreditList } from '../components/bank-credit-list';

/** The words under a figure: the figure itself is printed large just above them, once. */
const noun = (count: number, one: string, many: string) => (count === 1 ? one : many);

function ImportResult({ result }: { result: StatementImport }) {
  if (result.alreadyImported) {
    return (
      <p role="status" className="rounded-card border border-line bg-surface p-4">
        Este extracto ya estaba importado: no ha cambiado nada.
      </p>
    );
  }
  return (
    <div role="status" className="rounded-card border border-line bg-surface p-4">
      <p className="font-semibold">Extracto importado: {STATEMENT_FORMAT_LABELS[result.format]}</p>
      <ul className="mt-2 grid gap-2 sm:grid-cols-3">
        <li>
          <span className="block text-2xl font-semibold tabular-nums">{result.matched}</span>
          {noun(result.matched, 'campaña pagada', 'campañas pagadas')}
        </li>
        <li>
          <span className="block text-2xl font-semibold tabular-nums">{result.pending}</span>
          {noun(result.pending, 'abono por resolver', 'abonos por resolver')}
        </li>
        <li>
          <span className="block text-2xl font-semibold tabular-nums">{result.ignored}</span>
          {noun(result.ignored, 'movimiento ignorado', 'movimientos ignorados')} (cargos o ya importados)
        </li>
      </ul>
    </div>
  );
}

/** `/backoffice/bank-statements`: an admin uploads the bank's statement and settles what did not match. */
export function BankStatementsPage() {
  const credits = useBankCredits();
  const upload = useImportStatement();
  const [result, setResult] = useState<StatementImport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { input: useId(), hint: useId(), error: useId(), heading: useId() };

  async function pick(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    setResult(null);
    try {
      setResult(await upload.mutateAsync(file));
    } catch (error) {
      setFailure(userMessageOf(error));
    }
  }

  return (
    <>
      <PageTitleBar title="Extractos bancarios" back="/backoffice" />
      <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6">
        <section aria-labelledby={ids.heading} className="space-y-3 rounded-card border border-line bg-surface p-4">
          <h2 id={ids.heading} className="text-lg font-semibold">
            Subir un extracto
          </h2>
          <p id={ids.hint} className="text-sm text-ink-muted">
            Norma 43 (AEB) o camt.053 (ISO 20022), hasta {STATEMENT_MAX_MB} MB. Cada abono con la referencia y el
            importe exactos de una factura marca su campaña como pagada; los demás quedan aquí para que los resuelvas.
            Subir el mismo extracto dos veces no cambia nada.
          </p>
          <FilePickButton
            id={ids.input}
            accept=".n43,.txt,.aeb,.csb,.xml,.c53,text/plain,application/xml,text/xml"
            disabled={upload.isPending}
            error={failure}
            errorId={ids.error}
            hintId={ids.hint}
            onPick={(file) => void pick(file)}
          >
            {upload.isPending ? 'Importando…' : 'Elegir el extracto'}
          </FilePickButton>
          {failure ? (
            <p id={ids.error} role="alert" className="text-sm text-danger">
              {failure}
            </p>
          ) : null}
        </section>
        {result ? <ImportResult result={result} /> : null}
        {credits.isPending ? (
          <div aria-hidden="true" className="space-y-3">
            <div className="h-6 w-48 animate-pulse rounded bg-line" />
            <div className="h-24 animate-pulse rounded-card bg-line" />
            <div className="h-24 animate-pulse rounded-card bg-line" />
          </div>
        ) : credits.isError ? (
          <LoadFailed title="No hemos podido leer los abonos." onRetry={() => void credits.refetch()}>
            Inténtalo de nuevo en un momento.
          </LoadFailed>
        ) : (
          <BankCreditList data={credits.data} />
        )}
      </div>
    </>
  );
}
