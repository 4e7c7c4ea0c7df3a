import { and, asc, desc, eq } from 'drizzle-orm';
import {
  actionTitle,
  addDays,
  exactEuros,
  nextPayoutDayFrom,
  payoutPeriodOf,
  todayInMadrid,
  type EarningsItem,
  type MyEarnings,
} from '@patrocina/domain';
import type { AppContext } from '../../../context';
import {
  actionEarnings,
  campaignActions,
  campaigns,
  invoices,
  payoutRuns,
  payouts,
  podcasts,
} from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { releaseDaySql } from './escrow';

/**
 * The day an action's money reaches the podcaster: the first payout-run day on or after its release
 * day (and not before today, for money already released that waits for the next run).
 */
function paysOnOf(
  status: EarningsItem['status'],
  releaseOn: string | null,
  paidOn: string | null,
  calendar: { today: string; runWeekday: number; weeksRunDone: boolean },
): string | null {
  if (status === 'PAID') return paidOn;
  if (status === 'DISPUTED' || status === 'REFUNDED' || !releaseOn) return null;
  const { today, runWeekday, weeksRunDone } = calendar;
  const day = nextPayoutDayFrom(releaseOn > today ? releaseOn : today, runWeekday);
  // A run is once per ISO week: when this week's already went (the weekly job's, or an admin's on
  // any day), what falls this week waits for next week's run day.
  return weeksRunDone && payoutPeriodOf(day) === payoutPeriodOf(today) ? addDays(day, 7) : day;
}

/**
 * `GET /private/users/me/earnings` (issue 19 «Mis cobros»): every action the user is paid for (the
 * payee: a podcast's owner, or its representative when the owner chose so at payment time), newest campaign first, with where
 * its money stands and when it comes; and their autofacturas.
 */
export async function myEarnings(
  deps: Pick<AppContext, 'db' | 'config' | 'clock'>,
  actor: Pick<Actor, 'id'>,
): Promise<MyEarnings> {
  const today = deps.clock.today();
  const [weeksRun] = await deps.db
    .select({ id: payoutRuns.id })
    .from(payoutRuns)
    .where(eq(payoutRuns.period, payoutPeriodOf(today)));
  const calendar = { today, runWeekday: deps.config.PAYOUT_RUN_WEEKDAY, weeksRunDone: weeksRun !== undefined };
  const rows = await deps.db
    .select({
      earning: actionEarnings,
      // Before the daily job writes it, the release day follows from the recording all the same.
      releaseDay: releaseDaySql(deps.config.PAYOUT_HOLD_DAYS),
      kind: campaignActions.kind,
      position: campaignActions.position,
      campaign: { brand: campaigns.brand, name: campaigns.name },
      podcastTitle: podcasts.title,
      paidAt: payoutRuns.startedAt,
    })
    .from(actionEarnings)
    .innerJoin(campaignActions, eq(campaignActions.id, actionEarnings.actionId))
    .innerJoin(campaigns, eq(campaigns.id, actionEarnings.campaignId))
    .innerJoin(podcasts, eq(podcasts.id, actionEarnings.podcastId))
    .leftJoin(payouts, eq(payouts.id, actionEarnings.payoutId))
    .leftJoin(payoutRuns, eq(payoutRuns.id, payouts.runId))
    .where(eq(actionEarnings.payeeUserId, actor.id))
    .orderBy(
      desc(actionEarnings.createdAt),
      asc(podcasts.title),
      asc(campaignActions.kind),
      asc(campaignActions.position),
    );

  const items: EarningsItem[] = rows.map((row) => {
    const releaseOn = row.earning.releaseOn ?? row.releaseDay ?? null;
    const paidOn = row.paidAt ? todayInMadrid(row.paidAt) : null;
    return {
      id: row.earning.actionId,
      campaignId: row.earning.campaignId,
      campaignTitle: `${row.campaign.brand}: ${row.campaign.name}`,
      podcastId: row.earning.podcastId,
      podcastTitle: row.podcastTitle,
      actionId: row.earning.actionId,
      actionTitle: actionTitle(row.kind, row.position),
      earnings: exactEuros(row.earning.earningsCents),
      status: row.earning.status,
      releaseOn,
      paysOn: paysOnOf(row.earning.status, releaseOn, paidOn, calendar),
    };
  });

  const own = await deps.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.kind, 'SELF_BILLED'), eq(invoices.issuerUserId, actor.id)))
    .orderBy(desc(invoices.issuedAt));
  return {
    items,
    invoices: own.map((invoice) => ({
      id: invoice.id,
      code: invoice.code,
      issuedOn: invoice.issueDate,
      base: exactEuros(invoice.baseCents),
      vat: exactEuros(invoice.vatCents),
      irpf: exactEuros(invoice.irpfCents),
      net: exactEuros(invoice.totalCents),
    })),
  };
}
