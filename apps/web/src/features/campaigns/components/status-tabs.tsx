import { useRef, type KeyboardEvent } from 'react';
import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUSES, type CampaignStatus } from '@patrocina/domain';

interface Props {
  current: CampaignStatus;
  counts: Record<CampaignStatus, number>;
  onSelect: (status: CampaignStatus) => void;
  panelId: string;
}

/** The dashboard's tabs (WAI-ARIA tabs: arrows move between them, Home and End jump to the ends). */
export function StatusTabs({ current, counts, onSelect, panelId }: Props) {
  const refs = useRef<Partial<Record<CampaignStatus, HTMLButtonElement | null>>>({});
  function onKeyDown(event: KeyboardEvent) {
    const index = CAMPAIGN_STATUSES.indexOf(current);
    const last = CAMPAIGN_STATUSES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const status = CAMPAIGN_STATUSES[next]!;
    onSelect(status);
    refs.current[status]?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label="Campañas por estado"
      // The line under the tabs is a shadow, not a border that each tab overlaps with a negative margin:
      // that one pixel overflowed the scrolling box and showed a vertical scrollbar beside the tabs.
      className="flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-line)]"
      onKeyDown={onKeyDown}
    >
      {CAMPAIGN_STATUSES.map((status) => {
        const selected = status === current;
        return (
          <button
            key={status}
            ref={(element) => {
              refs.current[status] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${status}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(status)}
            // On a phone the count sits under its label, so the three tabs fit side by side down to 320 px.
            className={`flex min-w-0 flex-1 flex-col items-center gap-1 border-b-2 px-2 py-2.5 text-sm font-semibold sm:flex-none sm:flex-row sm:gap-2 sm:px-4 sm:py-3 sm:text-base ${selected ? 'border-accent-700 text-accent-800' : 'border-transparent text-ink-muted hover:text-ink'}`}
          >
            {CAMPAIGN_STATUS_LABELS[status]}
            <span
              className={`rounded-pill px-2 py-0.5 text-xs ${selected ? 'bg-accent-700 text-on-accent' : 'bg-surface-muted text-ink'}`}
            >
              {counts[status]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
