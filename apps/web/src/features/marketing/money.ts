/**
 * The commission rule the marketing pages explain (DOMAIN.md "Money"). It moves to packages/domain
 * when the proposals need it on both sides; formatting lives in lib/format.
 */

/** DOMAIN.md: the platform keeps 10 % of the action cost from the podcaster's payout (SPEC §1, §9). */
export const COMMISSION_PERCENT = 10;

/** "10 %" as the Real Academia writes it, with a no-break space so the sign never wraps alone. */
export const COMMISSION_LABEL = `${COMMISSION_PERCENT}\u00a0%`;

/** The platform's commission on an action, in cents: 10 % of the cost, rounded down to the cent. */
export function commissionCents(actionCostCents: number): number {
  if (!Number.isSafeInteger(actionCostCents) || actionCostCents < 0) {
    throw new RangeError(`An action cost is a non-negative whole number of cents, not ${actionCostCents}`);
  }
  return Math.floor((actionCostCents * COMMISSION_PERCENT) / 100);
}

/** What the podcaster receives for an action: its cost minus the commission. */
export function podcasterEarningsCents(actionCostCents: number): number {
  return actionCostCents - commissionCents(actionCostCents);
}
