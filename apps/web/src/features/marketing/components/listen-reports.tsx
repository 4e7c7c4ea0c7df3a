import { formatList } from '@patrocina/domain/lists';
import { LISTEN_REPORT_DAYS } from '../facts';

/** The four listen reports after an episode is published (SPEC §9), as a timeline. */
export function ListenReports() {
  return (
    <ol className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {LISTEN_REPORT_DAYS.map((days, index) => (
        <li key={days} className="rounded-card border border-line bg-surface p-5 text-center">
          <p className="text-sm font-medium text-ink-muted">
            {index === 0
              ? 'Primer informe'
              : index === LISTEN_REPORT_DAYS.length - 1
                ? 'Informe final'
                : `Informe ${index + 1}`}
          </p>
          <p className="mt-1 text-4xl font-bold text-accent-700 tabular-nums">{days}</p>
          <p className="text-sm text-ink-muted">días después de publicar</p>
        </li>
      ))}
    </ol>
  );
}

/** "7, 15, 22 y 31": the report days written as Spanish prose. */
export function listReportDays(): string {
  return formatList(LISTEN_REPORT_DAYS.map(String));
}
