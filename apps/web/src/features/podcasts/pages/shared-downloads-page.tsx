import { useParams } from 'react-router';
import { LISTENING_PLATFORM_LABELS, type PlatformDownloads, type SharedDownloads } from '@patrocina/domain';
import { DEFAULT_PRODUCT_NAME } from '@patrocina/domain/constants';
import { NotFoundPage } from '@/components/not-found-page';
import { PageSkeleton } from '@/components/page-skeleton';
import { PodcastCover } from '@/components/podcast-cover';
import { ApiError } from '@/lib/api-client';
import { formatCount, formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSharedDownloads } from '../api/downloads-share';

const monthFormat = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-11` → «noviembre de 2026». */
function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthFormat.format(new Date(Date.UTC(year!, monthNumber! - 1, 15)));
}

/** «Noviembre de 2026»: only the first letter up, as Spanish writes it at the start of a line. */
function monthHeading(month: string): string {
  const text = formatMonth(month);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

const madridMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit' });

/** `YYYY-MM` of an instant, in Madrid. */
function monthOf(instant: string): string {
  return madridMonth.format(new Date(instant));
}

function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}

/** `42 %`, and `<1 %` rather than a misleading `0 %` for a platform that has some downloads. */
function formatShare(part: number, whole: number): string {
  const percent = percentOf(part, whole);
  return `${percent > 0 && percent < 1 ? '<1' : Math.round(percent)}\u00a0%`;
}

function PlatformSplit({ platforms, total }: { platforms: PlatformDownloads[]; total: number }) {
  return (
    <ul className="space-y-3">
      {platforms.map(({ platform, downloads }) => (
        <li key={platform}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium">{LISTENING_PLATFORM_LABELS[platform]}</span>
            <span className="text-ink-muted tabular-nums">
              {formatCount(downloads)} · {formatShare(downloads, total)}
            </span>
          </div>
          <div className="mt-1 h-2 rounded-pill bg-surface-muted" aria-hidden="true">
            <div className="h-2 rounded-pill bg-accent-600" style={{ width: `${percentOf(downloads, total)}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function MonthsTable({ months, measuredSince }: { months: SharedDownloads['months']; measuredSince: string | null }) {
  // A month before the prefix was in the feed shows no zero: nothing was measured then.
  const firstMeasured = measuredSince ? monthOf(measuredSince) : null;
  const isUnmeasured = (month: SharedDownloads['months'][number]) =>
    month.downloads === 0 && (firstMeasured === null || month.month < firstMeasured);
  const most = Math.max(1, ...months.map((month) => month.downloads));
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Descargas verificadas por mes</caption>
      <thead>
        <tr className="border-b border-line text-ink-muted">
          <th scope="col" className="py-2 font-medium">
            Mes
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Descargas
          </th>
          <th scope="col" className="hidden py-2 pl-4 font-medium sm:table-cell">
            Plataforma principal
          </th>
        </tr>
      </thead>
      <tbody>
        {[...months].reverse().map((month) => (
          <tr key={month.month} className="border-b border-line last:border-0">
            <th scope="row" className="py-2.5 pr-3 font-medium whitespace-nowrap">
              {monthHeading(month.month)}
            </th>
            <td className="py-2.5 text-right">
              <div className="flex items-center justify-end gap-3">
                <span
                  className="hidden h-2 rounded-pill bg-accent-200 sm:block"
                  style={{ width: `${Math.round((month.downloads / most) * 160)}px` }}
                  aria-hidden="true"
                />
                {isUnmeasured(month) ? (
                  <span className="text-ink-muted">Sin medir</span>
                ) : (
                  <span className="font-semibold tabular-nums">{formatCount(month.downloads)}</span>
                )}
              </div>
            </td>
            <td className="hidden py-2.5 pl-4 text-ink-muted sm:table-cell">
              {month.platforms[0] ? LISTENING_PLATFORM_LABELS[month.platforms[0].platform] : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SharedDownloadsView({ figures }: { figures: SharedDownloads }) {
  const total = figures.months.reduce((sum, month) => sum + month.downloads, 0);
  const first = figures.months[0]!.month;
  const last = figures.months.at(-1)!.month;
  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <PodcastCover
          title={figures.podcast.title}
          imageUrl={figures.podcast.imageUrl}
          lazy={false}
          className="size-24 sm:size-28"
        />
        <div className="min-w-0">
          <p className="text-sm font-medium text-accent-700">Escuchas verificadas</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance">{figures.podcast.title}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-pill bg-emerald-100 px-2.5 py-0.5 font-medium text-emerald-900">
              Medición verificada por {DEFAULT_PRODUCT_NAME}
            </span>
            {figures.measuredSince ? (
              <span className="text-ink-muted">desde el {formatDate(figures.measuredSince)}</span>
            ) : (
              <span className="text-ink-muted">aún sin el prefijo en su feed</span>
            )}
          </p>
        </div>
      </header>

      <section aria-labelledby="total" className="mt-8 rounded-card border border-line bg-surface p-5">
        <h2 id="total" className="text-sm text-ink-muted">
          Descargas verificadas de {formatMonth(first)} a {formatMonth(last)}
        </h2>
        <p className="mt-1 text-4xl font-bold tabular-nums">{formatCount(total)}</p>
        <p className="mt-2 text-sm text-ink-muted">
          Una descarga por episodio, dispositivo (dirección y app) y día, sin robots, según las pautas de medición de
          podcasts de IAB. Datos hasta el {formatDate(`${figures.asOf}T12:00:00Z`)}; el mes en curso aún no está
          completo.
        </p>
      </section>

      <div className="mt-8 grid gap-8 md:grid-cols-[3fr_2fr]">
        <section aria-labelledby="por-mes">
          <h2 id="por-mes" className="text-xl font-semibold">
            Por mes
          </h2>
          <div className="mt-3">
            <MonthsTable months={figures.months} measuredSince={figures.measuredSince} />
          </div>
        </section>
        <section aria-labelledby="por-plataforma">
          <h2 id="por-plataforma" className="text-xl font-semibold">
            Por plataforma
          </h2>
          <div className="mt-3">
            {figures.platforms.length > 0 ? (
              <PlatformSplit platforms={figures.platforms} total={total} />
            ) : (
              <p className="text-sm text-ink-muted">Aún no hay escuchas verificadas en estos meses.</p>
            )}
          </div>
        </section>
      </div>
    </article>
  );
}

function SharedDownloadsContent({ token }: { token: string }) {
  const query = useSharedDownloads(token);
  useDocumentTitle(query.data ? `Escuchas verificadas de ${query.data.podcast.title}` : 'Escuchas verificadas');
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    // A revoked link answers 404, as a made-up one does.
    const isMissing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    if (isMissing) return <NotFoundPage />;
    throw query.error;
  }
  return <SharedDownloadsView figures={query.data} />;
}

/** `/escuchas/{token}`: a podcast's verified monthly downloads, for whoever the podcaster gave the link. */
export function SharedDownloadsPage() {
  const { token } = useParams();
  return (
    <>
      {/* Public but unlisted: the server sends X-Robots-Tag too. */}
      <meta name="robots" content="noindex" />
      {token ? <SharedDownloadsContent token={token} /> : <NotFoundPage />}
    </>
  );
}
