import { PODCAST_STATE_LABELS, type PodcastState } from '@patrocina/domain';

/** The colour of each podcast state's pill: what needs doing reads warmer than what is done. */
export const STATE_TONES: Record<PodcastState, string> = {
  PENDING_PROOF: 'bg-amber-100 text-amber-900',
  SHEET_INCOMPLETE: 'bg-accent-100 text-accent-900',
  READY: 'bg-emerald-100 text-emerald-900',
};

export function StatePill({ state }: { state: PodcastState }) {
  return (
    <span className={`inline-flex items-center rounded-pill px-2.5 py-0.5 text-sm font-medium ${STATE_TONES[state]}`}>
      {PODCAST_STATE_LABELS[state]}
    </span>
  );
}
