import { SUBSTATUS_TEXTS, type CampaignSubstatus } from '@patrocina/domain';

/** What waits for the advertiser reads warmer than what waits for others; what is done reads calm. */
const TONES: Record<CampaignSubstatus, string> = {
  PENDING_REVIEW: 'bg-accent-100 text-accent-900',
  PENDING_RESPONSE: 'bg-accent-100 text-accent-900',
  PENDING_ACCEPT: 'bg-amber-100 text-amber-900',
  PENDING_PAYMENT: 'bg-amber-100 text-amber-900',
  PENDING_DATES: 'bg-accent-100 text-accent-900',
  IN_PROGRESS: 'bg-emerald-100 text-emerald-900',
  FINISHED: 'bg-surface-muted text-ink',
};

export function Pill({ tone, children }: { tone: string; children: string }) {
  return (
    <span className={`inline-flex items-center rounded-pill px-2.5 py-0.5 text-sm font-medium ${tone}`}>
      {children}
    </span>
  );
}

export function SubstatusPill({ substatus }: { substatus: CampaignSubstatus }) {
  return <Pill tone={TONES[substatus]}>{SUBSTATUS_TEXTS[substatus].label}</Pill>;
}

export const PAUSED_TONE = 'bg-red-100 text-red-900';
