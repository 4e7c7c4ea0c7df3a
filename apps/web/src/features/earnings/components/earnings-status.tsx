import { EARNINGS_STATUS_LABELS, earningsWhenText, type EarningsItem } from '@patrocina/domain';
import { Pill } from '@/components/status-pills';

/** Money paid reads calm and green; money waiting reads warm; a dispute or a refund reads red. */
const TONES: Record<EarningsItem['status'], string> = {
  HELD: 'bg-amber-100 text-amber-900',
  RELEASED: 'bg-accent-100 text-accent-900',
  DISPUTED: 'bg-red-100 text-red-900',
  PAID: 'bg-emerald-100 text-emerald-900',
  REFUNDED: 'bg-surface-muted text-ink',
};

export function EarningsStatusPill({ status }: { status: EarningsItem['status'] }) {
  return <Pill tone={TONES[status]}>{EARNINGS_STATUS_LABELS[status]}</Pill>;
}

/** The pill and when the money comes: «Retenido · Cobrarás el 12 de enero». */
export function EarningsStatusLine({ item }: { item: Pick<EarningsItem, 'status' | 'paysOn'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <EarningsStatusPill status={item.status} />
      <span className="text-sm text-ink-muted">{earningsWhenText(item)}</span>
    </span>
  );
}
