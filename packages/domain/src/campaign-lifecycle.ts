/**
 * The campaign life cycle in one place (SPEC §4 "States and transitions"; DOMAIN.md "Campaign life
 * cycle"): the statuses and substatuses, the stages they fall in, the one table of transitions, and
 * which commands each substatus allows. Pure data and functions: the API asks these instead of
 * comparing substatuses itself, so a rule of the life cycle is written once.
 */

export const CAMPAIGN_STATUSES = ['CONFIGURING', 'IN_PROGRESS', 'FINISHED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  CONFIGURING: 'Configurando',
  IN_PROGRESS: 'En curso',
  FINISHED: 'Finalizadas',
};

/** The advertiser-side substatus, in the order of DOMAIN.md's life cycle. */
export const CAMPAIGN_SUBSTATUSES = [
  'PENDING_REVIEW',
  'PENDING_RESPONSE',
  'PENDING_ACCEPT',
  'PENDING_PAYMENT',
  'PENDING_DATES',
  'IN_PROGRESS',
  'FINISHED',
] as const;
export type CampaignSubstatus = (typeof CAMPAIGN_SUBSTATUSES)[number];

/** The status each substatus belongs to: the dashboard tabs follow it. */
export const STATUS_OF_SUBSTATUS: Record<CampaignSubstatus, CampaignStatus> = {
  PENDING_REVIEW: 'CONFIGURING',
  PENDING_RESPONSE: 'CONFIGURING',
  PENDING_ACCEPT: 'CONFIGURING',
  PENDING_PAYMENT: 'CONFIGURING',
  PENDING_DATES: 'CONFIGURING',
  IN_PROGRESS: 'IN_PROGRESS',
  FINISHED: 'FINISHED',
};

/**
 * DOMAIN.md: "Transitions are one table in code". Each substatus and where it may go next; a call
 * that asks for anything else answers 409. FINISHED can also be reached by an admin closing a
 * campaign in progress.
 */
export const SUBSTATUS_TRANSITIONS: Record<CampaignSubstatus, readonly CampaignSubstatus[]> = {
  // Before the hiring, an advertiser who deletes their account closes the campaign (FINISHED).
  PENDING_REVIEW: ['PENDING_RESPONSE', 'FINISHED'],
  // A proposal changed after answers goes back to the podcasters (answers reset to UNANSWERED).
  PENDING_RESPONSE: ['PENDING_ACCEPT', 'PENDING_REVIEW', 'FINISHED'],
  PENDING_ACCEPT: ['PENDING_PAYMENT', 'PENDING_RESPONSE', 'PENDING_REVIEW', 'FINISHED'],
  // An admin may cancel a purchase before any action has aired (issue 19: a credit note follows).
  PENDING_PAYMENT: ['PENDING_DATES', 'FINISHED'],
  // An admin may close a paid campaign that cannot go on (docs/decisions/0009).
  PENDING_DATES: ['IN_PROGRESS', 'FINISHED'],
  IN_PROGRESS: ['FINISHED'],
  // The one way back: a make-good the podcaster agreed to reopens a campaign that had finished by
  // itself, until that action airs and reports its 31-day listens (docs/decisions/0025).
  FINISHED: ['IN_PROGRESS'],
};

export function canTransition(from: CampaignSubstatus, to: CampaignSubstatus): boolean {
  return SUBSTATUS_TRANSITIONS[from].includes(to);
}

/**
 * The stages of a campaign, in the product's words: the team prepares the proposal; the proposal is
 * out (podcasters answer, the advertiser picks); the advertiser hired and the payment is awaited; the
 * paid campaign runs (dates, recording, listens); it is finished.
 */
export const CAMPAIGN_STAGES = ['PREPARING', 'PROPOSED', 'AWAITING_PAYMENT', 'RUNNING', 'FINISHED'] as const;
export type CampaignStage = (typeof CAMPAIGN_STAGES)[number];

export const STAGE_OF_SUBSTATUS: Record<CampaignSubstatus, CampaignStage> = {
  PENDING_REVIEW: 'PREPARING',
  PENDING_RESPONSE: 'PROPOSED',
  PENDING_ACCEPT: 'PROPOSED',
  PENDING_PAYMENT: 'AWAITING_PAYMENT',
  PENDING_DATES: 'RUNNING',
  IN_PROGRESS: 'RUNNING',
  FINISHED: 'FINISHED',
};

export function stageOf(substatus: CampaignSubstatus): CampaignStage {
  return STAGE_OF_SUBSTATUS[substatus];
}

/** The substatuses of these stages, in life-cycle order. */
export function substatusesIn(...stages: readonly CampaignStage[]): readonly CampaignSubstatus[] {
  return CAMPAIGN_SUBSTATUSES.filter((substatus) => stages.includes(STAGE_OF_SUBSTATUS[substatus]));
}

/** Nothing more happens to a finished campaign: no command, no transition. */
export function isFinished(substatus: CampaignSubstatus): boolean {
  return STAGE_OF_SUBSTATUS[substatus] === 'FINISHED';
}

/**
 * The sets of substatuses the product speaks of, by name. For queries, spread one into the filter
 * (`inArray(campaigns.substatus, [...SUBSTATUS_GROUPS.running])`); in code, ask `inGroup`.
 */
export const SUBSTATUS_GROUPS = {
  /** The team may still change the proposal, and leaving the product closes the campaign. */
  beforeHiring: substatusesIn('PREPARING', 'PROPOSED'),
  /** The proposal has gone out to the podcasters: their lists, the workroom and the public proposal show it. */
  published: substatusesIn('PROPOSED', 'AWAITING_PAYMENT', 'RUNNING', 'FINISHED'),
  /** The campaign manager has something to do (the header badge): prepare the proposal. */
  teamAction: substatusesIn('PREPARING'),
  /** The advertiser has something to do (the header badge): choose from the proposal, or pay. */
  advertiserAction: ['PENDING_ACCEPT', 'PENDING_PAYMENT'],
  /** The advertiser confirmed the purchase: the picked podcasts are hired, paid or not yet. */
  hired: substatusesIn('AWAITING_PAYMENT', 'RUNNING', 'FINISHED'),
  /** Hired and not finished: the advertiser and the podcasters owe each other the campaign. */
  committed: substatusesIn('AWAITING_PAYMENT', 'RUNNING'),
  /** Paid and not finished: actions are planned, aired and reported. */
  running: substatusesIn('RUNNING'),
  /** The payment arrived: only the picked podcasts take part from then on, and the report exists. */
  paid: substatusesIn('RUNNING', 'FINISHED'),
  /** Every action has a date: the campaign shows under «En curso» or «Finalizadas». */
  started: CAMPAIGN_SUBSTATUSES.filter((substatus) => STATUS_OF_SUBSTATUS[substatus] !== 'CONFIGURING'),
} as const satisfies Record<string, readonly CampaignSubstatus[]>;
export type SubstatusGroup = keyof typeof SUBSTATUS_GROUPS;

export function inGroup(group: SubstatusGroup, substatus: CampaignSubstatus): boolean {
  return (SUBSTATUS_GROUPS[group] as readonly CampaignSubstatus[]).includes(substatus);
}

/** The substatuses in which the advertiser has something to do: they feed the header badge. */
export const ADVERTISER_ACTION_SUBSTATUSES: readonly CampaignSubstatus[] = SUBSTATUS_GROUPS.advertiserAction;

/** Every command the life cycle governs, named after what the user (or the daily tick) does. */
export const CAMPAIGN_COMMANDS = [
  'editBrief',
  'deleteCampaign',
  'pause',
  'requestUnpause',
  'unpause',
  'runMatchingEngine',
  'editDraft',
  'publishProposal',
  'answerProposal',
  'purchase',
  'confirmPayment',
  'planDates',
  'recordAction',
  'reportListens',
  'noticeOverdueActions',
  'remindListens',
  'closeCampaign',
  'cancelPurchase',
  'closeForLeavingAdvertiser',
] as const;
export type CampaignCommand = (typeof CAMPAIGN_COMMANDS)[number];

/** How a command stands with a paused campaign: it goes on, waits for the resumption, or needs the pause. */
export type PauseRule = 'allowed' | 'refused' | 'required';

export interface CommandRule {
  /** The substatuses in which the command is allowed: always a run of consecutive ones. */
  allowedIn: readonly CampaignSubstatus[];
  /** Where the command takes the campaign, from the substatuses it moves it out of (the rest stay). */
  moves: Partial<Record<CampaignSubstatus, CampaignSubstatus>>;
  paused: PauseRule;
}

const UNTIL_FINISHED = substatusesIn('PREPARING', 'PROPOSED', 'AWAITING_PAYMENT', 'RUNNING');

export const COMMAND_RULES: Record<CampaignCommand, CommandRule> = {
  // DOMAIN.md: the brief can be changed, and the campaign deleted, while the team prepares the proposal.
  editBrief: { allowedIn: ['PENDING_REVIEW'], moves: {}, paused: 'allowed' },
  deleteCampaign: { allowedIn: ['PENDING_REVIEW'], moves: {}, paused: 'allowed' },
  pause: { allowedIn: UNTIL_FINISHED, moves: {}, paused: 'refused' },
  // Resuming is a request the team processes; a finished campaign is never paused.
  requestUnpause: { allowedIn: UNTIL_FINISHED, moves: {}, paused: 'required' },
  unpause: { allowedIn: UNTIL_FINISHED, moves: {}, paused: 'required' },
  runMatchingEngine: { allowedIn: ['PENDING_REVIEW'], moves: {}, paused: 'allowed' },
  // Until the advertiser has chosen. A change that asks for new answers sends the proposal back to them.
  editDraft: {
    allowedIn: SUBSTATUS_GROUPS.beforeHiring,
    moves: { PENDING_ACCEPT: 'PENDING_RESPONSE' },
    paused: 'allowed',
  },
  publishProposal: { allowedIn: ['PENDING_REVIEW'], moves: { PENDING_REVIEW: 'PENDING_RESPONSE' }, paused: 'allowed' },
  // The first answer puts the proposal before the advertiser; later ones keep it there.
  answerProposal: {
    allowedIn: substatusesIn('PROPOSED'),
    moves: { PENDING_RESPONSE: 'PENDING_ACCEPT' },
    paused: 'allowed',
  },
  purchase: { allowedIn: ['PENDING_ACCEPT'], moves: { PENDING_ACCEPT: 'PENDING_PAYMENT' }, paused: 'refused' },
  confirmPayment: { allowedIn: ['PENDING_PAYMENT'], moves: { PENDING_PAYMENT: 'PENDING_DATES' }, paused: 'allowed' },
  // Planning and recording wait while the campaign is paused; reporting what aired does not.
  planDates: { allowedIn: SUBSTATUS_GROUPS.running, moves: {}, paused: 'refused' },
  recordAction: { allowedIn: SUBSTATUS_GROUPS.running, moves: {}, paused: 'refused' },
  reportListens: { allowedIn: SUBSTATUS_GROUPS.running, moves: {}, paused: 'allowed' },
  // The daily tick: nothing can be recorded while paused, so no action falls overdue then.
  noticeOverdueActions: { allowedIn: SUBSTATUS_GROUPS.running, moves: {}, paused: 'refused' },
  remindListens: { allowedIn: SUBSTATUS_GROUPS.running, moves: {}, paused: 'allowed' },
  // An admin closes a paid campaign that cannot go on (docs/decisions/0009).
  closeCampaign: {
    allowedIn: SUBSTATUS_GROUPS.running,
    moves: { PENDING_DATES: 'FINISHED', IN_PROGRESS: 'FINISHED' },
    paused: 'allowed',
  },
  // An admin cancels a purchase, paid or not, while nothing has been planned to air (issue 19): the
  // invoice is corrected by a credit note and the campaign ends.
  cancelPurchase: {
    allowedIn: ['PENDING_PAYMENT', 'PENDING_DATES'],
    moves: { PENDING_PAYMENT: 'FINISHED', PENDING_DATES: 'FINISHED' },
    paused: 'allowed',
  },
  // An advertiser deletes their account: what is not hired yet closes; what is hired runs on (DOMAIN.md).
  closeForLeavingAdvertiser: {
    allowedIn: SUBSTATUS_GROUPS.beforeHiring,
    moves: { PENDING_REVIEW: 'FINISHED', PENDING_RESPONSE: 'FINISHED', PENDING_ACCEPT: 'FINISHED' },
    paused: 'allowed',
  },
};

/** Whether the substatus allows the command (the pause aside: see `checkCommand`). */
export function can(command: CampaignCommand, substatus: CampaignSubstatus): boolean {
  return COMMAND_RULES[command].allowedIn.includes(substatus);
}

export function allowedCommands(substatus: CampaignSubstatus): CampaignCommand[] {
  return CAMPAIGN_COMMANDS.filter((command) => can(command, substatus));
}

/** Where the command leaves the campaign: the same substatus unless it moves it on. */
export function nextSubstatus(command: CampaignCommand, substatus: CampaignSubstatus): CampaignSubstatus {
  return COMMAND_RULES[command].moves[substatus] ?? substatus;
}

/**
 * Why a command is refused, so the caller can pick its Spanish message: TOO_EARLY before the
 * substatuses that allow it, TOO_LATE after them, PAUSED while paused for a command that waits for
 * the resumption, NOT_PAUSED for one that needs a pause.
 */
export type CommandRefusal = 'TOO_EARLY' | 'TOO_LATE' | 'PAUSED' | 'NOT_PAUSED';

/**
 * Null when the command may run on this campaign now, else why not. The substatus is checked before
 * the pause, except for commands that need a pause: without one they have nothing to act on.
 */
export function checkCommand(
  command: CampaignCommand,
  campaign: { substatus: CampaignSubstatus; paused: boolean },
): CommandRefusal | null {
  const rule = COMMAND_RULES[command];
  if (rule.paused === 'required' && !campaign.paused) return 'NOT_PAUSED';
  if (!rule.allowedIn.includes(campaign.substatus)) {
    const position = CAMPAIGN_SUBSTATUSES.indexOf(campaign.substatus);
    return position < CAMPAIGN_SUBSTATUSES.indexOf(rule.allowedIn[0]!) ? 'TOO_EARLY' : 'TOO_LATE';
  }
  if (rule.paused === 'refused' && campaign.paused) return 'PAUSED';
  return null;
}

/** What settling a running campaign needs to know of its actions. */
export interface RunProgress {
  /** Every action of the picked podcasts has a date. */
  everyActionPlanned: boolean;
  /** There is at least one action, and every one aired and reported its 31-day listens. */
  everyActionReported: boolean;
}

/**
 * The moves a running campaign makes by itself after any change to its actions (DOMAIN.md): to
 * IN_PROGRESS once every action has a date, then to FINISHED once every action is reported at 31
 * days. In order; empty when it stays.
 */
export function settlingMoves(substatus: CampaignSubstatus, progress: RunProgress): CampaignSubstatus[] {
  const moves: CampaignSubstatus[] = [];
  let current = substatus;
  if (current === 'PENDING_DATES' && progress.everyActionPlanned) {
    current = 'IN_PROGRESS';
    moves.push(current);
  }
  if (current === 'IN_PROGRESS' && progress.everyActionReported) moves.push('FINISHED');
  return moves;
}

/** Nothing has been published to podcasters yet: the advertiser may still delete the campaign. */
export function isDeletable(substatus: CampaignSubstatus): boolean {
  return can('deleteCampaign', substatus);
}

/** DOMAIN.md: the brief can be changed while the team prepares the proposal, not after. */
export function isEditable(substatus: CampaignSubstatus): boolean {
  return can('editBrief', substatus);
}
