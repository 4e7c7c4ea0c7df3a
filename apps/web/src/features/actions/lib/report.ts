import { totalListens, type CampaignReport, type ListenMilestone, type ReportAction } from '@patrocina/domain';

/** What one action reported at one milestone, all sources together; null where nothing is reported yet. */
export function listensAt(action: ReportAction, milestone: ListenMilestone): number | null {
  const figures = action.listens.find((entry) => entry.milestone === milestone)?.figures ?? null;
  return figures === null ? null : totalListens(figures);
}

/** True once any podcaster has reported any listens: before that the report explains when they come. */
export function hasReportedListens(report: CampaignReport): boolean {
  return report.podcasts.some((podcast) =>
    podcast.actions.some((action) => action.listens.some((entry) => entry.figures !== null)),
  );
}

/** True once any action's episode is measured by the prefix: before that the report says «Sin medición verificada». */
export function isMeasured(report: CampaignReport): boolean {
  return report.podcasts.some((podcast) => podcast.actions.some((action) => action.verified !== null));
}

/** Reach as a whole percentage of the proposal's estimate; null when nothing was estimated. */
export function shareOfEstimate(reach: number, estimatedReach: number): number | null {
  return estimatedReach > 0 ? Math.round((reach * 100) / estimatedReach) : null;
}

export interface ClicksDay {
  day: string;
  /** Clicks per podcast id; a podcast with none that day is absent. */
  byPodcast: Record<string, number>;
  total: number;
}

/** The API's clicks per day and podcast, one row per day, oldest first. */
export function clicksByDay(report: CampaignReport): ClicksDay[] {
  const days = new Map<string, ClicksDay>();
  for (const entry of report.clicksByDay) {
    const row = days.get(entry.day) ?? { day: entry.day, byPodcast: {}, total: 0 };
    row.byPodcast[entry.podcastId] = (row.byPodcast[entry.podcastId] ?? 0) + entry.clicks;
    row.total += entry.clicks;
    days.set(entry.day, row);
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

let shortDayFormat: Intl.DateTimeFormat | undefined;

/** `2026-12-03` → «3 dic 2026»: a calendar day (no time zone shift), short enough for a table. */
export function formatShortDay(day: string): string {
  shortDayFormat ??= new Intl.DateTimeFormat('es-ES', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return shortDayFormat.format(new Date(`${day}T00:00:00Z`));
}

let dayMonthFormat: Intl.DateTimeFormat | undefined;

/** `2026-12-03` → «3 dic»: a calendar day of the next few weeks, as short as a table cell needs. */
export function formatDayMonth(day: string): string {
  dayMonthFormat ??= new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return dayMonthFormat.format(new Date(`${day}T00:00:00Z`));
}
