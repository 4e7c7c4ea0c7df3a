/**
 * The business facts the marketing pages quote (SPEC §1, §9; DOMAIN.md), kept in one place so the
 * copy cannot drift from the rules. Candidates for packages/domain once the API needs them too.
 */

/** SPEC §9: minimum campaign budget, in cents. */
export const MIN_BUDGET_CENTS = 50_000;

/** SPEC §9, DOMAIN.md: listens are reported this many days after the episode is published. */
export const LISTEN_REPORT_DAYS = [7, 15, 22, 31] as const;

/**
 * Issue 19 (replacing SPEC §9's "90-120 days"): an aired action's earnings are released once the
 * advertiser's review days have passed without a claim (PAYOUT_HOLD_DAYS, 7 by default) and paid in
 * the next weekly payout run.
 */
export const PAYOUT_HOLD_DAYS = 7;

/** The example action cost the podcasters page uses to explain the commission, in cents. */
export const EXAMPLE_ACTION_COST_CENTS = 30_000;

export interface ActionType {
  /** DESIGN.md's Spanish word for the action. */
  name: string;
  /** The rule, in one short line (SPEC §9 where it gives one). */
  rule: string;
  description: string;
}

/** The branding actions an advertiser can book (DESIGN.md words; SPEC §9 rules). */
export const ACTION_TYPES: readonly ActionType[] = [
  {
    name: 'Mención',
    rule: 'De 60 a 75 segundos, en la primera mitad del episodio',
    description: 'El presentador habla de tu marca con sus propias palabras, cuando la audiencia aún está atenta.',
  },
  {
    name: 'Sección',
    rule: 'De 5 a 10 minutos dentro del episodio',
    description: 'Un bloque propio con tu marca como hilo conductor: espacio para explicar un producto con calma.',
  },
  {
    name: 'Entrevista',
    rule: 'Una conversación con alguien de tu marca',
    description: 'Tu portavoz charla con el presentador, que conoce a su audiencia y sabe qué preguntar.',
  },
  {
    name: 'Programa dedicado',
    rule: 'Un episodio completo en torno a tu marca',
    description: 'La acción más completa: el podcast dedica un episodio entero a un tema que propones con ellos.',
  },
];
