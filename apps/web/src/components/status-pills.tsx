import {
  PODCASTER_STATUS_TEXTS,
  PROPOSAL_MODIFIED_LABEL,
  substatusLabel,
  type CampaignSubstatus,
  type PodcasterCampaign,
  type SubstatusReader,
  type ProposalPodcastStatus,
} from '@patrocina/domain';

/*
 * The campaign's pills, which the dashboard, the proposals, the hired campaigns and the report all
 * show: the advertiser's substatus, the podcaster's status and the paused mark.
 */

/** What waits for the advertiser reads warmer than what waits for others; what is done reads calm. */
const SUBSTATUS_TONES: Record<CampaignSubstatus, string> = {
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

/** The campaign's state in the advertiser's words («Revisa tu propuesta»), or in the team's and podcasters'. */
export function SubstatusPill({
  substatus,
  reader = 'advertiser',
}: {
  substatus: CampaignSubstatus;
  reader?: SubstatusReader;
}) {
  return <Pill tone={SUBSTATUS_TONES[substatus]}>{substatusLabel(substatus, reader)}</Pill>;
}

export const PAUSED_TONE = 'bg-red-100 text-red-900';

/** What waits for the podcaster reads warmer; what is over reads calm. */
const PODCASTER_TONES: Record<ProposalPodcastStatus, string> = {
  UNANSWERED: 'bg-amber-100 text-amber-900',
  ACCEPTED: 'bg-accent-100 text-accent-900',
  ACCEPT_WITH_MIN_PRICE: 'bg-accent-100 text-accent-900',
  CONTACT_REQUIRED: 'bg-accent-100 text-accent-900',
  REJECTED: 'bg-surface-muted text-ink',
  NOT_AVAILABLE: 'bg-surface-muted text-ink',
  ACTION_DATES_PENDING: 'bg-amber-100 text-amber-900',
  EXPIRED_ACTION: 'bg-amber-100 text-amber-900',
  IN_PROGRESS: 'bg-emerald-100 text-emerald-900',
  FINISHED: 'bg-surface-muted text-ink',
  EXPIRED: 'bg-surface-muted text-ink',
};

/** DESIGN.md's label of the podcaster's status, in its tone. */
export function PodcasterStatusBadge({ status }: { status: ProposalPodcastStatus }) {
  return <Pill tone={PODCASTER_TONES[status]}>{PODCASTER_STATUS_TEXTS[status].label}</Pill>;
}

export function PodcasterStatusPill({ row }: { row: PodcasterCampaign }) {
  return (
    <>
      <PodcasterStatusBadge status={row.podcasterStatus} />
      {row.proposalModified ? <Pill tone="bg-amber-100 text-amber-900">{PROPOSAL_MODIFIED_LABEL}</Pill> : null}
    </>
  );
}
