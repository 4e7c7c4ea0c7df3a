import type { CampaignReport } from '@patrocina/domain';
import { clicksByDay, formatShortDay } from '../../lib/report';
import { TotalsTable } from './table';

/** The tracking links' clicks, one row per day with a click and one column per podcast. */
export function ClicksTable({ report }: { report: CampaignReport }) {
  const days = clicksByDay(report);
  if (days.length === 0)
    return (
      <p className="text-ink-muted">
        Aún nadie ha hecho clic en los enlaces de seguimiento. Cada podcaster puede citar el suyo en las notas del
        episodio.
      </p>
    );
  return (
    <TotalsTable
      caption="Clics por día y podcast"
      corner="Día"
      columns={report.podcasts.map((podcast) => ({ key: podcast.podcastId, heading: podcast.title }))}
      rows={days.map((row) => ({
        key: row.day,
        heading: formatShortDay(row.day),
        figures: report.podcasts.map((podcast) => row.byPodcast[podcast.podcastId] ?? 0),
        total: row.total,
      }))}
      rowHeadClass="text-left"
    />
  );
}
