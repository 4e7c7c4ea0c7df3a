import type { CampaignReport } from '@patrocina/domain';
import { formatCount } from '@/lib/format';
import { clicksByDay, formatShortDay } from '../../lib/report';
import { CELL, HEAD_CELL, ScrollingTable } from './table';

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
    <ScrollingTable caption="Clics por día y podcast">
      <thead>
        <tr>
          <th scope="col" className={HEAD_CELL}>
            Día
          </th>
          {report.podcasts.map((podcast) => (
            <th key={podcast.podcastId} scope="col" className={`${HEAD_CELL} text-right`}>
              {podcast.title}
            </th>
          ))}
          <th scope="col" className={`${HEAD_CELL} text-right`}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((row) => (
          <tr key={row.day} className="border-t border-line">
            <th scope="row" className={`${CELL} text-left font-semibold`}>
              {formatShortDay(row.day)}
            </th>
            {report.podcasts.map((podcast) => (
              <td key={podcast.podcastId} className={`${CELL} text-right`}>
                {formatCount(row.byPodcast[podcast.podcastId] ?? 0)}
              </td>
            ))}
            <td className={`${CELL} text-right font-semibold`}>{formatCount(row.total)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
