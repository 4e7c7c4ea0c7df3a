import {
  APPROXIMATE_DATE_LABELS,
  formatList,
  PROPOSAL_ACTION_LABELS,
  PROPOSAL_ACTIONS,
  type ActionCounts,
  type ApproximateDate,
} from '@patrocina/domain';
import { formatDate } from '@/lib/format';

/** "Del 1 de diciembre de 2026 al 15 de enero de 2027", or the approximate choice ("Lo antes posible"). */
export function datesLabel(campaign: {
  approximateDate: ApproximateDate;
  fromDate: string | null;
  toDate: string | null;
}): string {
  if (campaign.approximateDate === 'DATE_RANGE' && campaign.fromDate && campaign.toDate) {
    return `Del ${formatDate(campaign.fromDate)} al ${formatDate(campaign.toDate)}`;
  }
  return APPROXIMATE_DATE_LABELS[campaign.approximateDate];
}

/** The dashboard tabs' addresses (`/dashboard?tab=en-curso`), in Spanish like the rest of the URLs people share. */
export const TAB_SLUGS = { CONFIGURING: 'configurando', IN_PROGRESS: 'en-curso', FINISHED: 'finalizadas' } as const;

/** "2 menciones y 1 entrevista". */
export function actionsLabel(counts: ActionCounts): string {
  const parts = PROPOSAL_ACTIONS.filter((action) => counts[action] > 0).map(
    (action) =>
      `${counts[action]} ${counts[action] === 1 ? PROPOSAL_ACTION_LABELS[action].one : PROPOSAL_ACTION_LABELS[action].many}`,
  );
  return parts.length === 0 ? 'Sin acciones' : formatList(parts);
}

/** "del 1 de diciembre de 2026 al 15 de enero de 2027", or "el 8 de diciembre de 2026" for a single day. */
export function periodLabel(period: { startsOn: string; endsOn: string }): string {
  return period.startsOn === period.endsOn
    ? `el ${formatDate(period.startsOn)}`
    : `del ${formatDate(period.startsOn)} al ${formatDate(period.endsOn)}`;
}

/**
 * Told to the owner of a managed podcast instead of the answer form (DOMAIN.md "Representation"): only
 * the representative answers. «Responde Lucía, que gestiona este podcast.»
 */
export function whoAnswersLabel(row: { representativeName: string | null }): string {
  return `Responde ${row.representativeName ?? 'su representante'}, que gestiona este podcast.`;
}
