import { useState } from 'react';
import { downloadsShareUrl, type MeasurementPanel as Panel } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { runAndTell } from '@/lib/user-message';
import { useDownloadsShare } from '../api/downloads-share';

function CopyButton({ text, label, copied }: { text: string; label: string; copied: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copied);
    } catch {
      toast.error('No hemos podido copiarlo: selecciónalo y cópialo a mano.');
    }
  }
  return (
    <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void copy()}>
      {label}
    </button>
  );
}

function Address({ children, label }: { children: string; label: string }) {
  return (
    <code
      aria-label={label}
      className="block rounded-control border border-line bg-surface-muted px-3 py-2 font-mono text-sm break-all text-ink"
    >
      {children}
    </code>
  );
}

function MeasurementStatus({ measuredSince }: { measuredSince: string | null }) {
  if (measuredSince) {
    return (
      <p className="flex flex-wrap items-center gap-2">
        <span className="rounded-pill bg-emerald-100 px-2.5 py-0.5 text-sm font-medium text-emerald-900">
          Medición verificada activa
        </span>
        <span className="text-sm text-ink-muted">desde el {formatDate(measuredSince)}</span>
      </p>
    );
  }
  return (
    <p className="rounded-control border border-line bg-surface-muted px-4 py-3 text-sm">
      <span className="font-semibold">Aún no vemos el prefijo en tu feed.</span> Cuando lo pongas, lo comprobaremos en
      la próxima lectura del feed. Si no quieres esperar, pulsa «Actualizar episodios».
    </p>
  );
}

/**
 * Issue 21: the «prefijo de analítica» of a podcast, how to set it in a hosting platform, whether the
 * feed carries it yet, and the public link to its verified downloads.
 */
export function MeasurementPanel({ podcastId, measurement }: { podcastId: string; measurement: Panel }) {
  return (
    <div className="flex flex-col gap-5">
      <MeasurementStatus measuredSince={measurement.measuredSince} />
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">Tu prefijo de analítica</h3>
        <Address label="Prefijo de analítica">{measurement.prefix}</Address>
        <div>
          <CopyButton text={measurement.prefix} label="Copiar el prefijo" copied="Prefijo copiado" />
        </div>
      </div>
      {measurement.example ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ink-muted">
            {measurement.measuredSince
              ? 'Así lee tu feed la dirección de tu último episodio:'
              : 'Con el prefijo, la dirección de tu último episodio quedará así:'}
          </p>
          <Address label="Ejemplo con el prefijo">{measurement.example.prefixed}</Address>
        </div>
      ) : null}
      <Steps isActive={measurement.measuredSince !== null} />
      <DownloadsShare podcastId={podcastId} token={measurement.shareToken} />
    </div>
  );
}

/** How to set the prefix; once it is active, folded away under its heading. */
function Steps({ isActive }: { isActive: boolean }) {
  const steps = (
    <>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm">
        <li>Copia el prefijo.</li>
        <li>
          En tu plataforma de alojamiento, abre los ajustes del podcast y busca la opción «Prefijo de analítica»,
          «Analytics prefix», «Prefijo de medición» o «URL de redirección». Suele estar en «Analítica», «Estadísticas» o
          «Distribución».
        </li>
        <li>
          Pega el prefijo y guarda. Si ya usas el prefijo de otro servicio de medición, añade el nuestro también: se
          pueden encadenar.
        </li>
        <li>Tu plataforma actualizará el feed y aquí verás «Medición verificada activa».</li>
      </ol>
      <p className="mt-3 text-sm text-ink-muted">
        El prefijo solo añade una redirección: las apps descargan el mismo audio, desde tu plataforma, sin ningún
        cambio. Nosotros contamos las descargas; nunca guardamos direcciones IP.
      </p>
    </>
  );
  const title = 'Cómo ponerlo en tu plataforma de alojamiento';
  if (isActive) {
    return (
      <details>
        <summary className="cursor-pointer font-semibold">{title}</summary>
        {steps}
      </details>
    );
  }
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      {steps}
    </div>
  );
}

function DownloadsShare({ podcastId, token }: { podcastId: string; token: string | null }) {
  const { create, revoke } = useDownloadsShare(podcastId);
  const [confirming, setConfirming] = useState(false);
  const url = token ? downloadsShareUrl(window.location.origin, token) : null;

  async function confirmRevoke() {
    if (await runAndTell(() => revoke.mutateAsync(), 'Enlace retirado: ya no funciona')) setConfirming(false);
  }

  return (
    <section aria-labelledby={`compartir-${podcastId}`} className="border-t border-line pt-5">
      <h3 id={`compartir-${podcastId}`} className="font-semibold">
        Enlace público a tus escuchas verificadas
      </h3>
      {url ? (
        <div className="mt-2 flex flex-col gap-2">
          <p className="text-sm text-ink-muted">
            Quien tenga este enlace verá tus escuchas verificadas de cada mes, sin entrar en tu cuenta.
          </p>
          <Address label="Enlace público">{url}</Address>
          <div className="flex flex-wrap gap-2">
            <CopyButton text={url} label="Copiar el enlace" copied="Enlace copiado" />
            <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass('ghost', 'sm')}>
              Abrir
            </a>
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              disabled={create.isPending}
              onClick={() =>
                void runAndTell(() => create.mutateAsync(), 'Enlace nuevo creado: el anterior ya no funciona')
              }
            >
              Crear un enlace nuevo
            </button>
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setConfirming(true)}>
              Retirar el enlace
            </button>
          </div>
          {confirming ? (
            <ConfirmDialog
              title="¿Retirar el enlace?"
              confirmLabel="Retirar el enlace"
              tone="danger"
              busy={revoke.isPending}
              onConfirm={() => void confirmRevoke()}
              onCancel={() => setConfirming(false)}
            >
              Quien lo tenga dejará de ver tus escuchas verificadas. Podrás crear otro cuando quieras.
            </ConfirmDialog>
          ) : null}
        </div>
      ) : (
        <div className="mt-2 flex flex-col items-start gap-3">
          <p className="text-sm text-ink-muted">
            Comparte con los anunciantes tus escuchas verificadas de cada mes. Solo las verá quien tenga el enlace, y
            puedes retirarlo cuando quieras.
          </p>
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={create.isPending}
            onClick={() => void runAndTell(() => create.mutateAsync(), 'Enlace creado')}
          >
            {create.isPending ? 'Creando el enlace…' : 'Crear el enlace público'}
          </button>
        </div>
      )}
    </section>
  );
}
