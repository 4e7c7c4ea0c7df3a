import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { addDays, type OpenDisputeList } from '@patrocina/domain';
import { campaigns } from '../../db/schema';
import { json } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories';
import { boughtCampaign, givePodcasterProfile } from './billing.test-support';
import {
  admin,
  allActions,
  applyWaitingCredits,
  dueOf,
  importCredits,
  moveClock,
  open,
  pendingCredit,
  percentOf,
  pick,
  podcasterOf,
  resolveDispute,
  settled,
  t,
  world,
  type Action,
  type Podcaster,
} from './ledger-world.test-support';

/**
 * The commands of the ledger property test: each a random step of money in or out, run through the
 * API and mirrored in the model. A command picks its target among those it applies to (by index,
 * modulo their count) and is skipped when there is none.
 */

const format = fc.constantFrom('NORMA43' as const, 'CAMT053' as const);
export const command = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('purchase' as const),
      podcasters: fc.array(
        fc.option(
          fc.record({ vatRegime: fc.constantFrom('CHARGES_VAT', 'EXEMPT'), irpfPercent: fc.constantFrom(15, 7, 0) }),
          { freq: 4 },
        ),
        { minLength: 1, maxLength: 2 },
      ),
      mentions: fc.integer({ min: 1, max: 3 }),
      // Any price in cents, not only whole euros: the roundings are where books stop balancing.
      rateCents: fc.integer({ min: 1_000, max: 60_000 }),
      reverseCharge: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('markPaid' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('restCredit' as const), pick: fc.nat(), format }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('partialCredit' as const),
      pick: fc.nat(),
      percent: fc.integer({ min: 1, max: 99 }),
      format,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('excessCredit' as const),
      pick: fc.nat(),
      extraCents: fc.integer({ min: 1, max: 50_000 }),
      format,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('unknownCredit' as const),
      amountCents: fc.integer({ min: 1, max: 200_000 }),
      format,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('applyCredit' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refundCredit' as const), pick: fc.nat() }) },
  {
    weight: 3,
    // `all`: every action of that campaign airs today, not only the one picked.
    arbitrary: fc.record({ kind: fc.constant('air' as const), pick: fc.nat(), all: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('moveClock' as const), days: fc.integer({ min: 1, max: 9 }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('dispute' as const),
      pick: fc.nat(),
      // `all`: the advertiser disputes every aired action of that campaign whose money is held.
      all: fc.boolean(),
      outcome: fc.constantFrom('RELEASE' as const, 'REFUND' as const, null),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('resolve' as const),
      pick: fc.nat(),
      outcome: fc.constantFrom('RELEASE' as const, 'REFUND' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('payoutRun' as const) }) },
);
export type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

/** Runs one command against the API and the model; false when it did not apply. */
export async function step(cmd: Command): Promise<boolean> {
  switch (cmd.kind) {
    case 'purchase': {
      const podcasters: Podcaster[] = [];
      for (const profile of cmd.podcasters) {
        const user = await createSignedInUser(t.app, t.database);
        if (profile) await givePodcasterProfile(t, user.id, profile);
        const podcaster = { user, profile };
        podcasterOf.set(user.id, podcaster);
        podcasters.push(podcaster);
      }
      const to = addDays(world.today, 60);
      const bought = await boughtCampaign(t, {
        podcasters: podcasters.map((p) => p.user),
        mentions: cmd.mentions,
        rateCents: cmd.rateCents,
        dates: { from: world.today, to },
        ...(cmd.reverseCharge
          ? {
              profile: {
                legalName: 'Kaffee Rösterei GmbH',
                taxId: 'DE136695976',
                country: 'DE',
                euVatNumber: 'DE136695976',
              },
            }
          : {}),
      });
      const { invoice } = bought;
      expect(invoice.baseCents).toBe(cmd.mentions * cmd.rateCents * podcasters.length);
      expect(invoice.vatCents).toBe(cmd.reverseCharge ? 0 : percentOf(invoice.baseCents, t.config.VAT_PERCENT));
      world.campaigns.push({
        id: bought.campaign.id,
        owner: bought.owner,
        invoice: {
          id: invoice.id,
          reference: invoice.paymentReference!,
          baseCents: invoice.baseCents,
          vatCents: invoice.vatCents,
          totalCents: invoice.totalCents,
          vatPercent: invoice.reverseCharge ? 0 : invoice.vatPercent,
        },
        paid: false,
        cancelled: false,
        arrivedCents: 0,
        commissionCents: 0,
        actions: [],
        to,
      });
      return true;
    }
    case 'markPaid': {
      const c = pick(open(), cmd.pick);
      if (!c) return false;
      const paid = await t.call('PUT', `/private/backoffice/campaigns/${c.id}/paid`, admin.session);
      expect(paid.statusCode, paid.body).toBe(200);
      // «Marcar como pagada» first applies the waiting credits that name the invoice, then receives
      // whatever had still not arrived.
      applyWaitingCredits(c);
      await settled(c, Math.max(0, dueOf(c)));
      return true;
    }
    case 'restCredit': {
      // What is still due, exactly: the whole total, or the rest after a partial credit was applied.
      const c = pick(
        open().filter((candidate) => dueOf(candidate) > 0),
        cmd.pick,
      );
      if (!c) return false;
      const due = dueOf(c);
      expect(
        await importCredits(cmd.format, [{ amountCents: due, text: `TRANSFERENCIA ${c.invoice.reference}` }]),
      ).toMatchObject({ matched: 1, pending: 0 });
      // Paying the campaign applies the other waiting credits that name its invoice, as the rest of
      // what arrived for it (any excess stays the advertiser's balance).
      applyWaitingCredits(c);
      await settled(c, due);
      return true;
    }
    case 'partialCredit': {
      const c = pick(
        open().filter((candidate) => dueOf(candidate) > 1),
        cmd.pick,
      );
      if (!c) return false;
      const amount = Math.min(dueOf(c) - 1, Math.max(1, Math.floor((dueOf(c) * cmd.percent) / 100)));
      await pendingCredit(cmd.format, amount, `PAGO PARCIAL ${c.invoice.reference}`, c);
      return true;
    }
    case 'excessCredit': {
      const c = pick(open(), cmd.pick);
      if (!c) return false;
      await pendingCredit(cmd.format, Math.max(0, dueOf(c)) + cmd.extraCents, `FRA ${c.invoice.reference} Y OTROS`, c);
      return true;
    }
    case 'unknownCredit': {
      await pendingCredit(cmd.format, cmd.amountCents, 'TRANSFERENCIA SIN REFERENCIA', null);
      return true;
    }
    case 'applyCredit': {
      const credit = pick(
        world.pending.filter(
          (candidate) => candidate.campaign && !candidate.campaign.paid && !candidate.campaign.cancelled,
        ),
        cmd.pick,
      );
      if (!credit) return false;
      const c = credit.campaign!;
      const applied = await t.call('POST', `/private/backoffice/bank-credits/${credit.id}/apply`, admin.session, {
        invoiceId: c.invoice.id,
      });
      expect(applied.statusCode, applied.body).toBe(200);
      world.pending.splice(world.pending.indexOf(credit), 1);
      c.arrivedCents += credit.amountCents;
      // Enough has arrived: the campaign is paid as by «Marcar como pagada» (with the other waiting
      // credits that name its invoice), the rest a balance.
      if (c.arrivedCents >= c.invoice.totalCents) {
        applyWaitingCredits(c);
        await settled(c, 0);
      }
      return true;
    }
    case 'refundCredit': {
      const credit = pick(world.pending, cmd.pick);
      if (!credit) return false;
      const refunded = await t.call('POST', `/private/backoffice/bank-credits/${credit.id}/refund`, admin.session);
      expect(refunded.statusCode, refunded.body).toBe(200);
      world.pending.splice(world.pending.indexOf(credit), 1);
      world.refunded += credit.amountCents;
      world.unapplied -= credit.amountCents;
      return true;
    }
    case 'air': {
      const target = pick(
        allActions().filter(
          ({ campaign, action }) => action.status === 'HELD' && !action.recordedOn && world.today <= campaign.to,
        ),
        cmd.pick,
      );
      if (!target) return false;
      const { campaign: c, action } = target;
      const airing = cmd.all ? c.actions.filter((other) => other.status === 'HELD' && !other.recordedOn) : [action];
      for (const podcastId of new Set(airing.map((aired) => aired.podcastId))) {
        // Every action of the podcast not aired yet is planned (the page asks for all), today.
        const own = c.actions.filter((other) => other.podcastId === podcastId && !other.recordedOn);
        const planned = await t.call(
          'PUT',
          `/private/campaigns/${c.id}/podcasts/${podcastId}/action-dates`,
          own[0]!.payee.user.session,
          { dates: own.map((other) => ({ actionId: other.id, plannedOn: world.today })) },
        );
        expect(planned.statusCode, planned.body).toBe(200);
      }
      for (const aired of airing) {
        const recorded = await t.call(
          'POST',
          `/private/campaigns/${c.id}/actions/${aired.id}/record`,
          aired.payee.user.session,
          { episodeUrl: `https://example.com/episodios/${aired.id}`, adStart: '4:05' },
        );
        expect(recorded.statusCode, recorded.body).toBe(200);
        aired.recordedOn = world.today;
      }
      return true;
    }
    case 'moveClock': {
      await moveClock(cmd.days);
      return true;
    }
    case 'dispute': {
      const target = pick(
        allActions().filter(({ action }) => action.status === 'HELD' && action.recordedOn),
        cmd.pick,
      );
      if (!target) return false;
      const { campaign: c } = target;
      const disputing = cmd.all
        ? c.actions.filter((action) => action.status === 'HELD' && action.recordedOn)
        : [target.action];
      for (const action of disputing) {
        const disputed = await t.call(
          'POST',
          `/private/campaigns/${c.id}/actions/${action.id}/dispute`,
          c.owner.session,
          { reason: 'No se oyó la mención' },
        );
        expect(disputed.statusCode, disputed.body).toBe(201);
        action.status = 'DISPUTED';
        const list = json<{ data: OpenDisputeList }>(
          await t.call('GET', '/private/backoffice/disputes', admin.session),
        );
        action.disputeId = list.data.disputes.find((entry) => entry.actionId === action.id)!.id;
        if (cmd.outcome) await resolveDispute(c, action, cmd.outcome);
      }
      return true;
    }
    case 'resolve': {
      const target = pick(
        allActions().filter(({ action }) => action.status === 'DISPUTED'),
        cmd.pick,
      );
      if (!target) return false;
      await resolveDispute(target.campaign, target.action, cmd.outcome);
      return true;
    }
    case 'cancel': {
      // Cancellable while waiting for payment or for dates, before anything airs.
      const candidates = [];
      for (const c of world.campaigns.filter((candidate) => !candidate.cancelled)) {
        const [row] = await t.database.db
          .select({ substatus: campaigns.substatus })
          .from(campaigns)
          .where(eq(campaigns.id, c.id));
        if (['PENDING_PAYMENT', 'PENDING_DATES'].includes(row!.substatus) && c.actions.every((a) => !a.recordedOn))
          candidates.push(c);
      }
      const c = pick(candidates, cmd.pick);
      if (!c) return false;
      const cancelled = await t.call('PUT', `/private/backoffice/campaigns/${c.id}/cancel-purchase`, admin.session, {
        reason: 'El anunciante ya no sigue adelante',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      c.cancelled = true;
      // Everything that arrived for it goes back: the applied total with what exceeded it, or the credits applied.
      let refund = c.arrivedCents;
      world.unapplied -= c.arrivedCents;
      c.arrivedCents = 0;
      if (c.paid) {
        for (const action of c.actions.filter((a) => a.status === 'HELD')) {
          refund += action.earningsCents;
          world.held -= action.earningsCents;
          action.status = 'REFUNDED';
        }
        refund += c.commissionCents + c.invoice.vatCents;
        world.commission -= c.commissionCents;
        world.vat -= c.invoice.vatCents;
        c.commissionCents = 0;
      }
      world.refunded += refund;
      return true;
    }
    case 'payoutRun': {
      // One run a week: the clock goes to the next week first (the day's releases run with it).
      await moveClock(7);
      const ran = await t.call('POST', '/private/backoffice/payout-runs', admin.session);
      expect(ran.statusCode, ran.body).toBe(201);
      world.runs += 1;
      const due = allActions().filter(({ action }) => action.status === 'RELEASED' && action.payee.profile);
      const byPayee = new Map<Podcaster, Action[]>();
      for (const { action } of due) byPayee.set(action.payee, [...(byPayee.get(action.payee) ?? []), action]);
      let controlSum = 0;
      for (const [payee, actions] of byPayee) {
        const base = actions.reduce((sum, action) => sum + action.earningsCents, 0);
        const vat = percentOf(base, payee.profile!.vatRegime === 'CHARGES_VAT' ? t.config.VAT_PERCENT : 0);
        const irpf = percentOf(base, payee.profile!.irpfPercent);
        controlSum += base + vat - irpf;
        world.paidOut += base + vat - irpf;
        world.released -= base;
        world.vat -= vat;
        world.irpf += irpf;
        for (const action of actions) action.status = 'PAID';
      }
      expect(json<{ data: { payoutCount: number; totalNet: number } }>(ran).data).toMatchObject({
        payoutCount: byPayee.size,
        totalNet: controlSum / 100,
      });
      return true;
    }
  }
}
