import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedCommands,
  can,
  canTransition,
  CAMPAIGN_COMMANDS,
  CAMPAIGN_STAGES,
  CAMPAIGN_STATUSES,
  CAMPAIGN_SUBSTATUSES,
  checkCommand,
  COMMAND_RULES,
  inGroup,
  isDeletable,
  isEditable,
  isFinished,
  nextSubstatus,
  settlingMoves,
  stageOf,
  STATUS_OF_SUBSTATUS,
  SUBSTATUS_GROUPS,
  SUBSTATUS_TRANSITIONS,
  substatusesIn,
  type CampaignSubstatus,
} from './campaign-lifecycle';

const substatus = fc.constantFrom(...CAMPAIGN_SUBSTATUSES);
const command = fc.constantFrom(...CAMPAIGN_COMMANDS);
const progress = fc.record({ everyActionPlanned: fc.boolean(), everyActionReported: fc.boolean() });
const position = (value: CampaignSubstatus) => CAMPAIGN_SUBSTATUSES.indexOf(value);

/** Where a campaign can go from `from`: by any command, then by settling its actions. */
function successors(from: CampaignSubstatus): Set<CampaignSubstatus> {
  const found = new Set<CampaignSubstatus>();
  for (const name of allowedCommands(from)) found.add(nextSubstatus(name, from));
  for (const planned of [false, true])
    for (const reported of [false, true])
      for (const to of settlingMoves(from, { everyActionPlanned: planned, everyActionReported: reported }))
        found.add(to);
  found.delete(from);
  return found;
}

function reachableFrom(start: CampaignSubstatus): Set<CampaignSubstatus> {
  const seen = new Set([start]);
  const queue = [start];
  for (let from = queue.shift(); from !== undefined; from = queue.shift())
    for (const to of successors(from))
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
  return seen;
}

describe('the transitions table', () => {
  it('follows the typical flow and never goes back from a purchase', () => {
    // The substatuses are listed in DOMAIN.md's order, which is the typical flow.
    const flow = CAMPAIGN_SUBSTATUSES;
    for (let index = 1; index < flow.length; index += 1)
      expect(canTransition(flow[index - 1]!, flow[index]!)).toBe(true);
    expect(canTransition('PENDING_PAYMENT', 'PENDING_ACCEPT')).toBe(false);
    expect(canTransition('FINISHED', 'PENDING_DATES')).toBe(false);
    // A make-good the podcaster agreed reopens a campaign finished by itself (docs/decisions/0025).
    expect(canTransition('FINISHED', 'IN_PROGRESS')).toBe(true);
    expect(canTransition('PENDING_REVIEW', 'PENDING_PAYMENT')).toBe(false);
  });

  it('only ever moves a campaign forward in its status (configurando → en curso → finalizadas), but for a make-good', () => {
    const order = { CONFIGURING: 0, IN_PROGRESS: 1, FINISHED: 2 };
    for (const from of CAMPAIGN_SUBSTATUSES) {
      for (const to of SUBSTATUS_TRANSITIONS[from]) {
        if (from === 'FINISHED' && to === 'IN_PROGRESS') continue;
        expect(order[STATUS_OF_SUBSTATUS[to]]).toBeGreaterThanOrEqual(order[STATUS_OF_SUBSTATUS[from]]);
      }
    }
  });
});

describe('the stages of a campaign', () => {
  it('puts every substatus in exactly one stage', () => {
    fc.assert(
      fc.property(substatus, (value) => {
        const stages = CAMPAIGN_STAGES.filter((stage) => substatusesIn(stage).includes(value));
        expect(stages).toEqual([stageOf(value)]);
      }),
    );
  });

  it('follows the life-cycle order: a later substatus is never in an earlier stage or tab', () => {
    fc.assert(
      fc.property(substatus, substatus, (a, b) => {
        fc.pre(position(a) <= position(b));
        expect(CAMPAIGN_STAGES.indexOf(stageOf(a))).toBeLessThanOrEqual(CAMPAIGN_STAGES.indexOf(stageOf(b)));
        expect(CAMPAIGN_STATUSES.indexOf(STATUS_OF_SUBSTATUS[a])).toBeLessThanOrEqual(
          CAMPAIGN_STATUSES.indexOf(STATUS_OF_SUBSTATUS[b]),
        );
      }),
    );
  });

  it('has only FINISHED in the finished stage, and nothing left to do there', () => {
    expect(substatusesIn('FINISHED')).toEqual(['FINISHED']);
    fc.assert(
      fc.property(substatus, (value) => {
        expect(isFinished(value)).toBe(value === 'FINISHED');
        if (isFinished(value)) {
          expect(allowedCommands(value)).toEqual([]);
          // Only an agreed make-good reopens it (docs/decisions/0025), never a user's command.
          expect(SUBSTATUS_TRANSITIONS[value]).toEqual(['IN_PROGRESS']);
        } else {
          expect(allowedCommands(value).length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('the commands each substatus allows', () => {
  it('allows each command in a run of consecutive substatuses', () => {
    for (const name of CAMPAIGN_COMMANDS) {
      const allowed = COMMAND_RULES[name].allowedIn;
      expect(allowed.length, name).toBeGreaterThan(0);
      const first = position(allowed[0]!);
      expect(allowed, name).toEqual(CAMPAIGN_SUBSTATUSES.slice(first, first + allowed.length));
    }
  });

  it('answers `can` and `allowedCommands` alike', () => {
    fc.assert(
      fc.property(command, substatus, (name, value) => {
        expect(allowedCommands(value).includes(name)).toBe(can(name, value));
      }),
    );
  });

  it('moves a campaign only along the transitions table, and only from where the command is allowed', () => {
    fc.assert(
      fc.property(command, substatus, (name, value) => {
        const next = nextSubstatus(name, value);
        if (next !== value) {
          expect(can(name, value)).toBe(true);
          expect(canTransition(value, next)).toBe(true);
        }
      }),
    );
    for (const name of CAMPAIGN_COMMANDS)
      for (const from of Object.keys(COMMAND_RULES[name].moves) as CampaignSubstatus[])
        expect(can(name, from), `${name} from ${from}`).toBe(true);
  });

  it('settles a running campaign only along the transitions table, and finishes it only once all is reported', () => {
    fc.assert(
      fc.property(substatus, progress, (value, run) => {
        const moves = settlingMoves(value, run);
        if (!inGroup('running', value)) expect(moves).toEqual([]);
        let from = value;
        for (const to of moves) {
          expect(canTransition(from, to)).toBe(true);
          from = to;
        }
        if (moves.includes('FINISHED')) expect(run.everyActionReported).toBe(true);
        if (moves.includes('IN_PROGRESS')) expect(run.everyActionPlanned).toBe(true);
      }),
    );
    expect(settlingMoves('PENDING_DATES', { everyActionPlanned: true, everyActionReported: true })).toEqual([
      'IN_PROGRESS',
      'FINISHED',
    ]);
  });

  it('makes every transition of the table but the way back to preparation, which no call takes today, and the make-good reopening, which is no command', () => {
    const made = new Set<string>();
    for (const from of CAMPAIGN_SUBSTATUSES) for (const to of successors(from)) made.add(`${from}→${to}`);
    const table = CAMPAIGN_SUBSTATUSES.flatMap((from) => SUBSTATUS_TRANSITIONS[from].map((to) => `${from}→${to}`));
    expect(table.filter((edge) => !made.has(edge))).toEqual([
      'PENDING_RESPONSE→PENDING_REVIEW',
      'PENDING_ACCEPT→PENDING_REVIEW',
      'FINISHED→IN_PROGRESS',
    ]);
    expect([...made].filter((edge) => !table.includes(edge))).toEqual([]);
  });

  it('reaches every substatus from a new campaign, and FINISHED from every substatus', () => {
    expect([...reachableFrom('PENDING_REVIEW')].sort()).toEqual([...CAMPAIGN_SUBSTATUSES].sort());
    for (const from of CAMPAIGN_SUBSTATUSES) expect(reachableFrom(from).has('FINISHED'), from).toBe(true);
  });

  it('keeps every campaign on the table whatever the commands, pauses and progress', () => {
    const step = fc.record({ name: command, paused: fc.boolean(), run: progress });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let current: CampaignSubstatus = 'PENDING_REVIEW';
        for (const { name, paused, run } of steps) {
          if (checkCommand(name, { substatus: current, paused }) !== null) continue;
          const next = nextSubstatus(name, current);
          if (next !== current) expect(canTransition(current, next)).toBe(true);
          current = next;
          for (const to of settlingMoves(current, run)) {
            expect(canTransition(current, to)).toBe(true);
            current = to;
          }
          if (isFinished(current)) expect(allowedCommands(current)).toEqual([]);
        }
      }),
    );
  });
});

describe('why a command is refused', () => {
  it('says too early before the substatuses that allow it and too late after them', () => {
    fc.assert(
      fc.property(command, substatus, fc.boolean(), (name, value, paused) => {
        const rule = COMMAND_RULES[name];
        const refusal = checkCommand(name, { substatus: value, paused });
        const first = position(rule.allowedIn[0]!);
        const last = position(rule.allowedIn[rule.allowedIn.length - 1]!);
        const pauseOk = rule.paused === 'allowed' || (rule.paused === 'refused' ? !paused : paused);
        expect(refusal === null).toBe(can(name, value) && pauseOk);
        if (refusal === 'TOO_EARLY') expect(position(value)).toBeLessThan(first);
        if (refusal === 'TOO_LATE') expect(position(value)).toBeGreaterThan(last);
        if (refusal === 'PAUSED') expect(paused && rule.paused === 'refused').toBe(true);
        if (refusal === 'NOT_PAUSED') expect(!paused && rule.paused === 'required').toBe(true);
      }),
    );
  });

  it('tells the purchase before the proposal is ready from one already made, and waits for a paused campaign', () => {
    expect(checkCommand('purchase', { substatus: 'PENDING_RESPONSE', paused: false })).toBe('TOO_EARLY');
    expect(checkCommand('purchase', { substatus: 'PENDING_PAYMENT', paused: true })).toBe('TOO_LATE');
    expect(checkCommand('purchase', { substatus: 'PENDING_ACCEPT', paused: true })).toBe('PAUSED');
    expect(checkCommand('purchase', { substatus: 'PENDING_ACCEPT', paused: false })).toBeNull();
  });

  it('refuses recording on a finished or unpaid campaign and while paused, but takes listens while paused', () => {
    expect(checkCommand('recordAction', { substatus: 'FINISHED', paused: false })).toBe('TOO_LATE');
    expect(checkCommand('recordAction', { substatus: 'PENDING_PAYMENT', paused: false })).toBe('TOO_EARLY');
    expect(checkCommand('planDates', { substatus: 'IN_PROGRESS', paused: true })).toBe('PAUSED');
    expect(checkCommand('reportListens', { substatus: 'IN_PROGRESS', paused: true })).toBeNull();
    expect(checkCommand('noticeOverdueActions', { substatus: 'PENDING_DATES', paused: true })).toBe('PAUSED');
    expect(checkCommand('remindListens', { substatus: 'PENDING_DATES', paused: true })).toBeNull();
  });

  it('refuses answers before publication and after the purchase', () => {
    expect(checkCommand('answerProposal', { substatus: 'PENDING_REVIEW', paused: false })).toBe('TOO_EARLY');
    expect(checkCommand('answerProposal', { substatus: 'PENDING_PAYMENT', paused: false })).toBe('TOO_LATE');
    expect(nextSubstatus('answerProposal', 'PENDING_RESPONSE')).toBe('PENDING_ACCEPT');
    expect(nextSubstatus('answerProposal', 'PENDING_ACCEPT')).toBe('PENDING_ACCEPT');
  });

  it('pauses any campaign but a finished or paused one, and resumes only a paused one', () => {
    expect(checkCommand('pause', { substatus: 'FINISHED', paused: false })).toBe('TOO_LATE');
    expect(checkCommand('pause', { substatus: 'IN_PROGRESS', paused: true })).toBe('PAUSED');
    expect(checkCommand('pause', { substatus: 'PENDING_REVIEW', paused: false })).toBeNull();
    for (const value of CAMPAIGN_SUBSTATUSES) {
      expect(checkCommand('requestUnpause', { substatus: value, paused: false })).toBe('NOT_PAUSED');
      expect(checkCommand('unpause', { substatus: value, paused: false })).toBe('NOT_PAUSED');
    }
    expect(checkCommand('unpause', { substatus: 'PENDING_DATES', paused: true })).toBeNull();
  });

  it('cancels a purchase, paid or not, only before the campaign is under way, and ends it', () => {
    for (const value of CAMPAIGN_SUBSTATUSES) {
      const allowed = value === 'PENDING_PAYMENT' || value === 'PENDING_DATES';
      expect(can('cancelPurchase', value), value).toBe(allowed);
      if (allowed) expect(nextSubstatus('cancelPurchase', value)).toBe('FINISHED');
    }
    expect(checkCommand('cancelPurchase', { substatus: 'PENDING_DATES', paused: true })).toBeNull();
    expect(checkCommand('cancelPurchase', { substatus: 'IN_PROGRESS', paused: false })).toBe('TOO_LATE');
  });

  it('closes what an advertiser leaves behind only before the hiring; a hired campaign runs on', () => {
    for (const value of CAMPAIGN_SUBSTATUSES) {
      const closed = nextSubstatus('closeForLeavingAdvertiser', value) === 'FINISHED';
      expect(can('closeForLeavingAdvertiser', value) && closed, value).toBe(inGroup('beforeHiring', value));
    }
    expect(checkCommand('closeForLeavingAdvertiser', { substatus: 'PENDING_ACCEPT', paused: true })).toBeNull();
  });

  it('lets the brief be changed or deleted only while the team prepares the proposal', () => {
    for (const value of CAMPAIGN_SUBSTATUSES) {
      expect(isEditable(value)).toBe(value === 'PENDING_REVIEW');
      expect(isDeletable(value)).toBe(value === 'PENDING_REVIEW');
    }
  });
});

describe('the named groups', () => {
  // The literal lists they replace, as the API and the web app wrote them at commit babe275.
  const cases: [string, readonly CampaignSubstatus[], readonly CampaignSubstatus[]][] = [
    // apps/api/src/modules/users/deletion.ts:41 NOT_YET_HIRED
    ['beforeHiring', SUBSTATUS_GROUPS.beforeHiring, ['PENDING_REVIEW', 'PENDING_RESPONSE', 'PENDING_ACCEPT']],
    // apps/api/src/modules/campaigns/proposal-draft.ts:38 EDITABLE_SUBSTATUSES, and
    // apps/web/src/features/backoffice/pages/backoffice-campaign-page.tsx:21 EDITABLE
    ['editDraft', COMMAND_RULES.editDraft.allowedIn, ['PENDING_REVIEW', 'PENDING_RESPONSE', 'PENDING_ACCEPT']],
    // apps/api/src/modules/campaigns/answers.ts:31 ANSWERABLE_SUBSTATUSES
    ['answerProposal', COMMAND_RULES.answerProposal.allowedIn, ['PENDING_RESPONSE', 'PENDING_ACCEPT']],
    // apps/api/src/modules/users/deletion.ts:38 HIRED_AND_RUNNING
    ['committed', SUBSTATUS_GROUPS.committed, ['PENDING_PAYMENT', 'PENDING_DATES', 'IN_PROGRESS']],
    // apps/api/src/modules/campaigns/run-actions.ts:73 HIRED_SUBSTATUSES, and purchase.ts:60 (afterPurchase)
    ['hired', SUBSTATUS_GROUPS.hired, ['PENDING_PAYMENT', 'PENDING_DATES', 'IN_PROGRESS', 'FINISHED']],
    // apps/api/src/modules/campaigns/run-actions.ts:71 RUNNING_SUBSTATUSES; run-tick.ts:61, :72, :124;
    // service.ts:473; backoffice.ts:310 and :471 (as two comparisons)
    ['running', SUBSTATUS_GROUPS.running, ['PENDING_DATES', 'IN_PROGRESS']],
    // apps/api/src/db/demo/campaigns.ts:432 PAID; apps/web/src/features/backoffice/pages/backoffice-campaign-page.tsx:24
    // HAS_REPORT; packages/domain/src/chat.ts AFTER_PAYMENT (before this change)
    ['paid', SUBSTATUS_GROUPS.paid, ['PENDING_DATES', 'IN_PROGRESS', 'FINISHED']],
    // apps/web/src/features/campaigns/components/campaign-details-dialog.tsx:30 HAS_REPORT
    ['started', SUBSTATUS_GROUPS.started, ['IN_PROGRESS', 'FINISHED']],
    // packages/domain ADVERTISER_ACTION_SUBSTATUSES, used at apps/api/src/modules/campaigns/service.ts:482
    ['advertiserAction', SUBSTATUS_GROUPS.advertiserAction, ['PENDING_ACCEPT', 'PENDING_PAYMENT']],
    // apps/api/src/modules/campaigns/service.ts:483 eq(substatus, 'PENDING_REVIEW') for the agent
    ['teamAction', SUBSTATUS_GROUPS.teamAction, ['PENDING_REVIEW']],
    // ne(substatus, 'PENDING_REVIEW'): apps/api/src/modules/workroom/threads.ts:31, campaigns/podcaster-lists.ts:53,
    // service.ts:498, proposal-view.ts:36, proposal-draft.ts:81
    ['published', SUBSTATUS_GROUPS.published, CAMPAIGN_SUBSTATUSES.filter((value) => value !== 'PENDING_REVIEW')],
  ];

  it.each(cases)('%s holds exactly the substatuses the literal list held', (_name, group, expected) => {
    expect([...group].sort()).toEqual([...expected].sort());
  });

  it('answers `inGroup` as the group lists it, in life-cycle order', () => {
    for (const [name, group] of Object.entries(SUBSTATUS_GROUPS)) {
      expect(
        [...group].sort((a, b) => position(a) - position(b)),
        name,
      ).toEqual(group);
      fc.assert(
        fc.property(substatus, (value) => {
          expect(inGroup(name as keyof typeof SUBSTATUS_GROUPS, value)).toBe(group.includes(value as never));
        }),
      );
    }
  });

  it('splits the campaign at the purchase: before hiring and hired cover every substatus once', () => {
    const both = [...SUBSTATUS_GROUPS.beforeHiring, ...SUBSTATUS_GROUPS.hired];
    expect(both).toEqual([...CAMPAIGN_SUBSTATUSES]);
  });
});
