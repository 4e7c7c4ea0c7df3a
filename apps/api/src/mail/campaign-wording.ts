import { formatList, PROPOSAL_ACTION_LABELS, PROPOSAL_ACTIONS, type ActionCounts } from '@patrocina/domain';

/** The wording every e-mail about a campaign shares: its title, money, days and actions in Spanish. */

/** DOMAIN.md "Money": whole euros, Spanish format (`1.500 €`). */
const euros = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  useGrouping: 'always',
});

export function formatEuros(cents: number): string {
  // A regular space: some mail clients show the no-break one Intl writes as a stray character.
  return euros.format(Math.round(cents / 100)).replaceAll('\u00a0', ' ');
}

const eurosAndCents = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** With the cents, for amounts with IVA (`107,69 €`), as the proposal page shows them. */
export function formatEurosWithCents(cents: number): string {
  return eurosAndCents.format(cents / 100).replaceAll('\u00a0', ' ');
}

const days = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-11-03` → «3 de noviembre de 2026» (SPEC §9: dates in Spanish formats). */
export function spanishDay(day: string): string {
  return days.format(new Date(`${day}T00:00:00Z`));
}

export interface CampaignNames {
  brand: string;
  campaignName: string;
}

/** How the e-mails name a campaign: its brand and its name. */
export function campaignNamesOf(campaign: { brand: string; name: string }): CampaignNames {
  return { brand: campaign.brand, campaignName: campaign.name };
}

export function campaignTitle(input: CampaignNames): string {
  return `«${input.campaignName}» de ${input.brand}`;
}

/** "2 menciones y 1 sección", in the order of PROPOSAL_ACTIONS. */
export function describeActions(counts: ActionCounts): string {
  const parts = PROPOSAL_ACTIONS.filter((action) => counts[action] > 0).map(
    (action) =>
      `${counts[action]} ${counts[action] === 1 ? PROPOSAL_ACTION_LABELS[action].one : PROPOSAL_ACTION_LABELS[action].many}`,
  );
  return parts.length === 0 ? 'ninguna acción' : formatList(parts);
}
