import {
  actionCostCents,
  addDays,
  LISTEN_MILESTONES,
  nextMilestone,
  todayInMadrid,
  deriveCampaignFlags,
  estimatedEarningsCents,
  minimumRateEuros,
  NO_ACTIONS,
  PROPOSAL_ACTIONS,
  slugify,
  STATUS_OF_SUBSTATUS,
  type ActionCounts,
  type ActionRates,
  type ActionType,
  type ApproximateDate,
  type AudienceFlag,
  type BrandingAction,
  type CampaignSubstatus,
  type ProposalPodcastStatus,
  type ProposalStatusReason,
} from '@patrocina/domain';
import {
  actionListens,
  campaignActions,
  campaignPodcasts,
  campaigns,
  chatMessages,
  chatReads,
  trackingClicks,
  trackingLinks,
} from '../schema';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';

/**
 * Demo campaigns for the demo advertiser and agency, one or more in every substatus, with published
 * proposals whose podcasts answered in every way; the demo podcaster's ready show and the show the demo
 * representative manages appear in several of them. Everything but the dates (relative to the day
 * of seeding) and the public tokens is the same on every seed.
 */

/** A catalogue podcast as the campaigns need it: its sheet's minimum prices, if it has a sheet. */
export interface DemoShow {
  id: string;
  title: string;
  listens30d: number;
  prices: Record<ActionType, number | null>;
}

type Slot = 'ready' | 'represented' | number;

interface DemoEntry {
  show: Slot;
  status: ProposalPodcastStatus;
  mentions?: number;
  /** A second kind of action, taken only if the show offers it. */
  extra?: Exclude<keyof ActionCounts, 'mentions'>;
  delegated?: boolean;
  modified?: boolean;
  withMinPrice?: boolean;
}

interface DemoCampaign {
  owner: 'anunciante' | 'agencia';
  brand: string;
  name: string;
  url: string;
  briefing: string;
  audiences: AudienceFlag[];
  tags: string[];
  provinces?: string[];
  gender?: 'ALL' | 'FEMALE' | 'MALE';
  ages: (0 | 25 | 45)[];
  brandingActions: BrandingAction[];
  substatus: CampaignSubstatus;
  daysAgo: number;
  /** Days from today of the campaign's range, or a rough date. */
  dates: { from: number; to: number } | Exclude<ApproximateDate, 'DATE_RANGE'>;
  managed?: boolean;
  /** A workroom conversation with one podcast of a managed campaign; the last message is left unread. */
  chat?: { show: Slot; messages: { from: 'owner' | 'agent' | 'podcaster'; text: string; hoursAfterPublish: number }[] };
  paused?: { reason: string; unpauseRequested?: boolean };
  preroll?: { title: string; quantity: number };
  /** Whole euros; for a published proposal, the budget only needs to cover it (it is raised if not). */
  budget: number;
  /** What each rate adds over the show's minimum, in percent. */
  markup?: number;
  proposal?: DemoEntry[];
}

const CAMPAIGNS: readonly DemoCampaign[] = [
  {
    owner: 'anunciante',
    brand: 'Kombucha Brota',
    name: 'Lanzamiento sabor jengibre',
    url: 'https://www.example.com/brota/jengibre',
    briefing:
      'Lanzamos nuestra kombucha de jengibre y limón, ecológica y sin azúcar añadido. Buscamos voces cercanas que la prueben en directo y cuenten qué les parece.',
    audiences: ['healthy', 'urban'],
    tags: ['kombucha', 'bebidas', 'ecológico'],
    ages: [0, 25],
    brandingActions: ['mention', 'review'],
    substatus: 'PENDING_REVIEW',
    daysAgo: 2,
    dates: 'NEXT_MONTH',
    budget: 1_500,
  },
  {
    owner: 'anunciante',
    brand: 'Zapatillas Trote',
    name: 'Carrera de otoño',
    url: 'https://www.example.com/trote/otono',
    briefing:
      'Nuestra zapatilla de trail Trote Sierra llega a tiendas. Queremos que corredores populares y amantes de la montaña la conozcan: amortiguación, agarre en mojado y un precio honesto.',
    audiences: ['athlete', 'healthy'],
    tags: ['running', 'trail', 'montaña'],
    provinces: ['28', '08', '46'],
    ages: [25, 45],
    brandingActions: ['mention', 'sponsorship'],
    substatus: 'PENDING_RESPONSE',
    daysAgo: 8,
    dates: { from: 25, to: 60 },
    budget: 2_500,
    proposal: [
      { show: 'ready', status: 'UNANSWERED', mentions: 2 },
      { show: 'represented', status: 'UNANSWERED', mentions: 3 },
      { show: 0, status: 'UNANSWERED', mentions: 2, extra: 'sponsorships' },
      { show: 1, status: 'UNANSWERED', mentions: 2 },
    ],
  },
  {
    owner: 'anunciante',
    brand: 'Café Aroma',
    name: 'Tueste de invierno',
    url: 'https://www.example.com/cafe-aroma/invierno',
    briefing:
      'Presentamos nuestro tueste de invierno, un café de especialidad con notas de cacao y naranja. Nos encaja un tono cálido: la primera taza de la mañana, la sobremesa, la charla tranquila.',
    audiences: ['urban', 'cult'],
    tags: ['café', 'desayuno'],
    ages: [25, 45],
    brandingActions: ['mention', 'review'],
    substatus: 'PENDING_ACCEPT',
    daysAgo: 15,
    dates: { from: 18, to: 48 },
    managed: true,
    chat: {
      show: 'ready',
      messages: [
        {
          from: 'agent',
          text: 'Hola a los dos. Os presento: Café Aroma lanza su tueste de invierno y vuestro podcast encaja muy bien con el tono que buscan.',
          hoursAfterPublish: 2,
        },
        {
          from: 'podcaster',
          text: '¡Gracias! Nos encaja. ¿La reseña puede ir en la sección de recomendaciones del final? Es donde mejor funciona.',
          hoursAfterPublish: 20,
        },
        {
          from: 'owner',
          text: 'Perfecto para nosotros. Os mandamos una bolsa de café para que lo probéis antes de grabar.',
          hoursAfterPublish: 26,
        },
        {
          from: 'agent',
          text: 'Apuntado. En cuanto confirméis la propuesta, os paso las fechas para planificar las menciones.',
          hoursAfterPublish: 30,
        },
      ],
    },
    preroll: { title: 'Pre-roll «Tueste de invierno»', quantity: 10_000 },
    budget: 3_000,
    markup: 10,
    proposal: [
      { show: 'ready', status: 'ACCEPTED', mentions: 2, extra: 'reviews' },
      { show: 2, status: 'ACCEPT_WITH_MIN_PRICE', mentions: 2, withMinPrice: true },
      { show: 3, status: 'REJECTED', mentions: 2 },
      { show: 4, status: 'NOT_AVAILABLE', mentions: 1 },
      { show: 5, status: 'ACCEPTED', mentions: 2, delegated: true },
      { show: 6, status: 'UNANSWERED', mentions: 1, modified: true },
    ],
  },
  {
    owner: 'anunciante',
    brand: 'Seguros Faro',
    name: 'Hogar tranquilo',
    url: 'https://www.example.com/seguros-faro/hogar',
    briefing:
      'Seguro de hogar sin letra pequeña: asistencia en menos de tres horas y un precio cerrado todo el año. Queremos explicarlo con ejemplos del día a día, sin sustos ni tecnicismos.',
    audiences: ['professional'],
    tags: ['seguros', 'hogar'],
    ages: [25, 45],
    brandingActions: ['mention'],
    substatus: 'PENDING_PAYMENT',
    daysAgo: 24,
    dates: { from: 10, to: 40 },
    budget: 2_000,
    proposal: [
      { show: 7, status: 'ACTION_DATES_PENDING', mentions: 3 },
      { show: 8, status: 'ACTION_DATES_PENDING', mentions: 2, withMinPrice: true },
      { show: 'ready', status: 'EXPIRED', mentions: 2 },
      { show: 9, status: 'REJECTED', mentions: 2 },
    ],
  },
  {
    owner: 'anunciante',
    brand: 'Librería Alba',
    name: 'Club de lectura de primavera',
    url: 'https://www.example.com/libreria-alba/club',
    briefing:
      'Abrimos el club de lectura de primavera: un libro al mes, encuentros con autores y un 10% de descuento para socios. Buscamos podcasts de cultura y lectores curiosos.',
    audiences: ['cult'],
    tags: ['libros', 'lectura'],
    gender: 'ALL',
    ages: [25, 45],
    brandingActions: ['mention', 'review'],
    substatus: 'PENDING_DATES',
    daysAgo: 30,
    dates: { from: 5, to: 35 },
    budget: 1_200,
    proposal: [
      { show: 'ready', status: 'ACTION_DATES_PENDING', mentions: 2, extra: 'reviews' },
      { show: 10, status: 'IN_PROGRESS', mentions: 2 },
      { show: 11, status: 'ACTION_DATES_PENDING', mentions: 1, extra: 'reviews' },
    ],
  },
  {
    owner: 'anunciante',
    brand: 'Energía Solana',
    name: 'Placas en tu tejado',
    url: 'https://www.example.com/energia-solana/placas',
    briefing:
      'Instalamos placas solares con financiación a cinco años y estudio gratuito del tejado. Queremos llegar a familias y autónomos que piensan en ahorrar en la factura de la luz.',
    audiences: ['professional', 'tech'],
    tags: ['energía solar', 'ahorro'],
    ages: [25, 45],
    brandingActions: ['mention'],
    substatus: 'IN_PROGRESS',
    daysAgo: 50,
    dates: { from: -12, to: 20 },
    paused: {
      reason: 'Estamos cambiando la oferta de financiación y queremos esperar a tener las nuevas condiciones.',
    },
    budget: 2_200,
    proposal: [
      { show: 'ready', status: 'IN_PROGRESS', mentions: 3 },
      { show: 12, status: 'IN_PROGRESS', mentions: 2 },
      { show: 13, status: 'EXPIRED_ACTION', mentions: 2 },
      { show: 14, status: 'EXPIRED', mentions: 2 },
    ],
  },
  {
    owner: 'anunciante',
    brand: 'Bicis Ribera',
    name: 'Vuelta al cole en bici',
    url: 'https://www.example.com/bicis-ribera/cole',
    briefing:
      'Bicicletas urbanas y eléctricas para ir al cole y al trabajo, con revisión gratuita el primer año. Tono familiar y práctico.',
    audiences: ['urban', 'healthy'],
    tags: ['bicicleta', 'movilidad'],
    ages: [25, 45],
    brandingActions: ['mention'],
    substatus: 'FINISHED',
    daysAgo: 110,
    dates: { from: -75, to: -45 },
    budget: 1_000,
    proposal: [
      { show: 'ready', status: 'FINISHED', mentions: 2 },
      { show: 15, status: 'FINISHED', mentions: 2 },
      { show: 16, status: 'EXPIRED', mentions: 1 },
    ],
  },
  {
    owner: 'agencia',
    brand: 'Banco Horizonte',
    name: 'Cuenta joven sin comisiones',
    url: 'https://www.example.com/banco-horizonte/joven',
    briefing:
      'Cuenta para menores de 30 sin comisiones, con tarjeta de débito gratuita y bizum. Tono desenfadado, sin jerga financiera.',
    audiences: ['urban', 'funny'],
    tags: ['banca', 'jóvenes'],
    ages: [0, 25],
    brandingActions: ['mention', 'sponsorship'],
    substatus: 'PENDING_REVIEW',
    daysAgo: 1,
    dates: 'ASAP',
    managed: true,
    budget: 6_000,
  },
  {
    owner: 'agencia',
    brand: 'Telefonía Onda',
    name: 'Fibra y móvil 5G',
    url: 'https://www.example.com/telefonia-onda/5g',
    briefing:
      'Fibra de 1 Gb y móvil 5G con datos ilimitados por un precio fijo. Queremos podcasts de tecnología y ocio digital que expliquen la diferencia sin tecnicismos.',
    audiences: ['tech', 'geek'],
    tags: ['fibra', '5G', 'tecnología'],
    ages: [0, 25, 45],
    brandingActions: ['mention'],
    substatus: 'PENDING_RESPONSE',
    daysAgo: 6,
    dates: { from: 30, to: 75 },
    managed: true,
    budget: 4_000,
    proposal: [
      { show: 17, status: 'UNANSWERED', mentions: 3 },
      { show: 18, status: 'UNANSWERED', mentions: 2 },
      { show: 19, status: 'UNANSWERED', mentions: 2, extra: 'spots' },
    ],
  },
  {
    owner: 'agencia',
    brand: 'Gafas Nítida',
    name: 'Revisión visual gratis',
    url: 'https://www.example.com/gafas-nitida/revision',
    briefing:
      'Revisión visual gratuita en nuestras ópticas y un 2x1 en graduadas. Buscamos podcasts cercanos, de barrio, con oyentes fieles.',
    audiences: ['cult', 'urban'],
    tags: ['óptica', 'salud visual'],
    ages: [25, 45],
    brandingActions: ['mention'],
    substatus: 'PENDING_ACCEPT',
    daysAgo: 12,
    dates: 'NEXT_MONTH',
    budget: 2_500,
    proposal: [
      { show: 20, status: 'ACCEPTED', mentions: 2 },
      { show: 21, status: 'CONTACT_REQUIRED', mentions: 2 },
      { show: 22, status: 'ACCEPT_WITH_MIN_PRICE', mentions: 3, withMinPrice: true },
      { show: 23, status: 'REJECTED', mentions: 2 },
    ],
  },
  {
    owner: 'agencia',
    brand: 'Viajes Brújula',
    name: 'Escapadas de puente',
    url: 'https://www.example.com/viajes-brujula/puentes',
    briefing:
      'Escapadas de tres días a casas rurales y ciudades con encanto, con tren incluido. Queremos contar planes concretos para los próximos puentes.',
    audiences: ['urban', 'cult'],
    tags: ['viajes', 'escapadas'],
    ages: [25, 45],
    brandingActions: ['mention', 'review'],
    substatus: 'PENDING_PAYMENT',
    daysAgo: 20,
    dates: { from: 14, to: 44 },
    managed: true,
    paused: {
      reason: 'El cliente está revisando las fechas de los puentes con su equipo de producto.',
      unpauseRequested: true,
    },
    budget: 3_000,
    proposal: [
      { show: 24, status: 'ACTION_DATES_PENDING', mentions: 2, extra: 'reviews' },
      { show: 25, status: 'ACTION_DATES_PENDING', mentions: 2 },
      { show: 26, status: 'EXPIRED', mentions: 2 },
      { show: 27, status: 'NOT_AVAILABLE', mentions: 1 },
    ],
  },
  {
    owner: 'agencia',
    brand: 'Banco Horizonte',
    name: 'Hipoteca verde',
    url: 'https://www.example.com/banco-horizonte/hipoteca-verde',
    briefing:
      'Hipoteca con mejor interés para viviendas de alta eficiencia energética. Buscamos un tono informativo, para quien está pensando en comprar casa.',
    audiences: ['professional'],
    tags: ['hipoteca', 'vivienda'],
    ages: [25, 45],
    brandingActions: ['mention'],
    substatus: 'PENDING_DATES',
    daysAgo: 35,
    dates: { from: 3, to: 33 },
    budget: 3_500,
    proposal: [
      { show: 28, status: 'ACTION_DATES_PENDING', mentions: 2 },
      { show: 29, status: 'ACTION_DATES_PENDING', mentions: 3 },
      { show: 30, status: 'ACTION_DATES_PENDING', mentions: 2 },
      { show: 31, status: 'EXPIRED', mentions: 2 },
    ],
  },
  {
    owner: 'agencia',
    brand: 'Telefonía Onda',
    name: 'Tarifa familiar',
    url: 'https://www.example.com/telefonia-onda/familiar',
    briefing:
      'Una tarifa para toda la familia: cuatro líneas, fibra y televisión. Tono cercano, para padres y madres con poco tiempo.',
    audiences: ['healthy', 'urban'],
    tags: ['familia', 'tarifa'],
    ages: [25, 45],
    brandingActions: ['mention'],
    substatus: 'IN_PROGRESS',
    daysAgo: 45,
    dates: { from: -8, to: 22 },
    managed: true,
    budget: 2_500,
    proposal: [
      { show: 32, status: 'IN_PROGRESS', mentions: 2 },
      { show: 33, status: 'IN_PROGRESS', mentions: 3 },
      { show: 34, status: 'EXPIRED_ACTION', mentions: 2 },
    ],
  },
  {
    owner: 'agencia',
    brand: 'Gafas Nítida',
    name: 'Colección de sol',
    url: 'https://www.example.com/gafas-nitida/sol',
    briefing:
      'Nuestra colección de gafas de sol polarizadas, hechas en Valencia. Queremos podcasts de ocio, viajes y deporte al aire libre.',
    audiences: ['athlete', 'urban'],
    tags: ['gafas de sol', 'verano'],
    ages: [0, 25],
    brandingActions: ['mention'],
    substatus: 'FINISHED',
    daysAgo: 140,
    dates: { from: -100, to: -70 },
    budget: 1_800,
    proposal: [
      { show: 35, status: 'FINISHED', mentions: 2 },
      { show: 36, status: 'FINISHED', mentions: 2 },
      { show: 37, status: 'EXPIRED', mentions: 1 },
    ],
  },
];

const PICKED: readonly ProposalPodcastStatus[] = ['ACTION_DATES_PENDING', 'EXPIRED_ACTION', 'IN_PROGRESS', 'FINISHED'];
/** Campaigns already paid: their picked podcasts have actions, a tracking link and, once aired, listens and clicks. */
const PAID: readonly CampaignSubstatus[] = ['PENDING_DATES', 'IN_PROGRESS', 'FINISHED'];

/** What share of a show's 30-day listens an action has gathered at each milestone, and where. */
const LISTENS_SHARE: Record<number, number> = { 7: 0.45, 15: 0.65, 22: 0.8, 31: 0.95 };
const SOURCE_SHARE = { ivooxListens: 0.55, notInIvooxListens: 0.2, spotifyListens: 0.2, youtubeViews: 0.05 };

/**
 * The actions of one picked podcast of a paid campaign, consistent with its status (podcastRunStatus):
 * spread over the campaign's days; ACTION_DATES_PENDING has no dates yet; the rest are recorded once
 * their day has passed, with their listens: the catalogue's podcasters report each milestone on its
 * day; the demo accounts' shows leave the open one for whoever tries the demo; EXPIRED_ACTION keeps its
 * latest past action without its episode; FINISHED has everything.
 */
function demoActions(
  entry: { counts: ActionCounts; status: ProposalPodcastStatus; reportsOnTime: boolean },
  range: { startsOn: string; endsOn: string },
  today: string,
) {
  const kinds = PROPOSAL_ACTIONS.flatMap((kind) =>
    Array.from({ length: entry.counts[kind] }, (_, index) => ({ kind, position: index + 1 })),
  );
  const span = Math.max(1, Math.round((Date.parse(range.endsOn) - Date.parse(range.startsOn)) / DAY_MS));
  // Never today: an action due today would ask for its episode or not depending on the hour of the seed.
  const dayOf = (index: number) => addDays(range.startsOn, Math.floor(((index + 0.5) * span) / kinds.length));
  const notToday = (day: string) => (day !== today ? day : day < range.endsOn ? addDays(day, 1) : addDays(day, -1));
  const dated = kinds.map((action, index) => ({ ...action, plannedOn: notToday(dayOf(index)) }));
  const past = dated.filter((action) => action.plannedOn < today);
  const expired = entry.status === 'EXPIRED_ACTION' ? past.at(-1) : undefined;
  return dated.map((action) => {
    if (entry.status === 'ACTION_DATES_PENDING')
      return { ...action, plannedOn: null, recorded: false, expired: false, milestones: [] as number[] };
    const recorded = action.plannedOn < today && action !== expired;
    const milestones = recorded
      ? LISTEN_MILESTONES.filter((milestone) => {
          if (entry.status === 'FINISHED') return true;
          if (entry.reportsOnTime) return addDays(action.plannedOn, milestone) <= today;
          const next = nextMilestone(milestone);
          return next !== null && addDays(action.plannedOn, next) <= today;
        })
      : [];
    return { ...action, recorded, expired: action === expired, milestones };
  });
}

const REASON_OF: Partial<Record<ProposalPodcastStatus, ProposalStatusReason>> = {
  ACCEPTED: 'ACCEPT',
  ACCEPT_WITH_MIN_PRICE: 'ACCEPT_WITH_MIN_PRICE',
  CONTACT_REQUIRED: 'CONTACT',
  REJECTED: 'REJECT',
  NOT_AVAILABLE: 'REJECT_NO_AVAILABILITY',
  EXPIRED: 'ACCEPT',
};

const COMMENT_OF: Partial<Record<ProposalPodcastStatus, string>> = {
  REJECTED: 'Ahora mismo no encaja con la línea del programa, pero contad con nosotros para otras campañas.',
  NOT_AVAILABLE: 'Estamos de parón en esas fechas: volvemos el mes que viene.',
  CONTACT_REQUIRED: 'Antes de aceptar me gustaría saber si el texto lo puedo adaptar a mi estilo.',
};

const DAY_MS = 86_400_000;

/** The day `offset` days from `now`, as it falls in Madrid (every dated rule reads days there). */
function day(now: Date, offset: number): string {
  return addDays(todayInMadrid(now), offset);
}

/** SPEC §3 target: the range of listens the show's reach falls in, as `5k/10k`. */
function targetOf(listens: number): string {
  const bounds = [1_000, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000];
  const upper = bounds.find((bound) => listens < bound) ?? 1_000_000;
  const lower = [0, ...bounds][bounds.indexOf(upper)] ?? 500_000;
  const k = (value: number) => (value === 0 ? '0' : `${value / 1_000}k`);
  return `${k(lower)}/${k(upper)}`;
}

/** A rate at or above the show's minimum, in cents, rounded to 5 €. */
function rateCents(minimumEuros: number, markup: number): number {
  return Math.ceil((minimumEuros * (1 + markup / 100)) / 5) * 5 * 100;
}

/**
 * The shows campaigns draw from: complete sheets, small to mid-sized (so that a few actions fit
 * realistic budgets), in catalogue order.
 */
function poolOf(shows: readonly DemoShow[], exclude: ReadonlySet<string>): DemoShow[] {
  return shows.filter(
    (show) =>
      !exclude.has(show.id) && show.prices.MENTION !== null && show.listens30d >= 1_000 && show.listens30d <= 30_000,
  );
}

export async function seedDemoCampaigns(
  tx: Executor,
  input: {
    accounts: { anunciante: string; agencia: string; gestor: string; podcaster: string };
    ready: DemoShow;
    represented: DemoShow;
    catalogue: readonly DemoShow[];
    now?: Date;
  },
): Promise<void> {
  const now = input.now ?? new Date();
  const pool = poolOf(input.catalogue, new Set([input.ready.id, input.represented.id]));
  const showOf = (slot: Slot): DemoShow =>
    slot === 'ready' ? input.ready : slot === 'represented' ? input.represented : pool[slot % pool.length]!;

  for (const [index, spec] of CAMPAIGNS.entries()) {
    const createdAt = new Date(now.getTime() - spec.daysAgo * DAY_MS);
    const published = spec.proposal !== undefined;
    const publishedAt = new Date(createdAt.getTime() + 2 * DAY_MS);

    // A proposal spends most of its budget: weekly shows repeat their mentions (up to four times).
    const costOf = (entry: DemoEntry, times: number) => {
      const show = showOf(entry.show);
      const counts: ActionCounts = { ...NO_ACTIONS, mentions: (entry.mentions ?? 1) * times };
      if (entry.extra && minimumRateEuros(entry.extra, show.prices) !== null) counts[entry.extra] = 1;
      const rates = Object.fromEntries(
        PROPOSAL_ACTIONS.map((action) => {
          const minimum = minimumRateEuros(action, show.prices);
          return [action, counts[action] > 0 && minimum !== null ? rateCents(minimum, spec.markup ?? 0) : null];
        }),
      ) as ActionRates;
      return { show, counts, rates, costCents: actionCostCents(counts, rates) };
    };
    const baseCents = (spec.proposal ?? []).reduce((sum, entry) => sum + costOf(entry, 1).costCents, 0);
    const times = baseCents === 0 ? 1 : Math.min(4, Math.max(1, Math.floor((spec.budget * 100 * 0.85) / baseCents)));

    const entries = (spec.proposal ?? []).map((entry, position) => {
      const { show, counts, rates, costCents } = costOf(entry, times);
      const answered = entry.status !== 'UNANSWERED';
      const answeredAt = new Date(publishedAt.getTime() + (1 + (position % 3)) * DAY_MS);
      const earnings = estimatedEarningsCents(counts, rates);
      return {
        podcastId: show.id,
        ...counts,
        advertiserRatesCents: rates,
        target: targetOf(show.listens30d),
        listens30Days: show.listens30d,
        status: entry.status,
        statusReason: entry.withMinPrice
          ? ('ACCEPT_WITH_MIN_PRICE' as const)
          : answered
            ? (REASON_OF[entry.status] ?? 'ACCEPT')
            : null,
        // Asking for a little more than the proposal pays is why one accepts with a minimum price.
        minEarningsCents: entry.withMinPrice ? Math.ceil((earnings * 1.1) / 500) * 500 : null,
        contactPhonePrefix: entry.status === 'CONTACT_REQUIRED' ? '+34' : null,
        contactPhone: entry.status === 'CONTACT_REQUIRED' ? '612345678' : null,
        comment: COMMENT_OF[entry.status] ?? null,
        delegated: entry.delegated ?? false,
        picked: PICKED.includes(entry.status),
        proposalModified: entry.modified ?? false,
        answeredAt: answered ? answeredAt : null,
        createdAt: publishedAt,
        updatedAt: answered ? answeredAt : publishedAt,
        costCents,
      };
    });
    // DOMAIN.md: a proposal's total never exceeds the budget; round the budget up to cover it.
    const totalEuros = Math.ceil(entries.reduce((sum, entry) => sum + entry.costCents, 0) / 100);
    const budget = Math.max(spec.budget, Math.ceil((totalEuros * 1.1) / 100) * 100);

    const range = typeof spec.dates === 'object' ? spec.dates : null;
    const branding = spec.brandingActions;
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        ownerId: input.accounts[spec.owner],
        agentId: spec.managed ? input.accounts.gestor : null,
        status: STATUS_OF_SUBSTATUS[spec.substatus],
        substatus: spec.substatus,
        slug: `${slugify(`${spec.brand} ${spec.name}`)}-demo${String(index + 1).padStart(2, '0')}`,
        brand: spec.brand,
        name: spec.name,
        url: spec.url,
        briefing: spec.briefing,
        audiences: spec.audiences,
        tags: spec.tags,
        country: 'ES',
        provinces: spec.provinces ?? [],
        gender: spec.gender ?? 'ALL',
        ages: spec.ages,
        coverageAction: 'ALL',
        brandingActions: branding,
        podcastType: 'ALL',
        podcastsSelected: [],
        budgetCents: budget * 100,
        approximateDate: typeof spec.dates === 'string' ? spec.dates : 'DATE_RANGE',
        fromDate: range ? day(now, range.from) : null,
        toDate: range ? day(now, range.to) : null,
        prerollText: '',
        ...deriveCampaignFlags({
          audiences: spec.audiences,
          brandingActions: branding,
          coverageAction: 'ALL',
          podcastsSelected: [],
        }),
        pausedAt: spec.paused ? new Date(now.getTime() - 3 * DAY_MS) : null,
        pauseReason: spec.paused?.reason ?? null,
        unpauseRequestedAt: spec.paused?.unpauseRequested ? new Date(now.getTime() - DAY_MS) : null,
        publishedAt: published ? publishedAt : null,
        prerollTitle: spec.preroll?.title ?? null,
        prerollQuantity: spec.preroll?.quantity ?? null,
        createdAt,
        updatedAt: published ? publishedAt : createdAt,
      })
      .returning({ id: campaigns.id });
    if (entries.length === 0) continue;
    const inserted = await tx
      .insert(campaignPodcasts)
      .values(entries.map(({ costCents: _cost, ...entry }) => ({ ...entry, campaignId: campaign!.id })))
      .returning({ id: campaignPodcasts.id, podcastId: campaignPodcasts.podcastId, picked: campaignPodcasts.picked });
    if (spec.chat) {
      const thread = inserted.find((row) => row.podcastId === showOf(spec.chat!.show).id)!;
      const authorOf = {
        owner: input.accounts[spec.owner],
        agent: input.accounts.gestor,
        podcaster: input.accounts.podcaster,
      };
      const roleOf = { owner: 'advertiser', agent: 'agent', podcaster: 'podcaster' } as const;
      const written = await tx
        .insert(chatMessages)
        .values(
          spec.chat.messages.map((message) => ({
            threadId: thread.id,
            authorId: authorOf[message.from],
            authorRole: roleOf[message.from],
            body: message.text,
            createdAt: new Date(publishedAt.getTime() + message.hoursAfterPublish * 3_600_000),
          })),
        )
        .returning({ seq: chatMessages.seq, authorId: chatMessages.authorId });
      // Each author has read up to their own last message; what came after stays unread.
      const lastOwn = new Map(written.map((message) => [message.authorId!, message.seq]));
      await tx
        .insert(chatReads)
        .values(
          [...lastOwn].map(([userId, seq]) => ({ threadId: thread.id, userId, lastReadSeq: seq, notifiedSeq: seq })),
        );
    }
    if (!PAID.includes(spec.substatus) || !range) continue;

    const today = todayInMadrid(now);
    const runRange = { startsOn: day(now, range.from), endsOn: day(now, range.to) };
    await tx
      .update(campaigns)
      .set({
        startsOn: runRange.startsOn,
        endsOn: runRange.endsOn,
        finishedAt: spec.substatus === 'FINISHED' ? new Date(Date.parse(runRange.endsOn) + 32 * DAY_MS) : null,
      })
      .where(eq(campaigns.id, campaign!.id));
    for (const [position, row] of inserted.entries()) {
      if (!row.picked) continue;
      const entry = entries[position]!;
      const show = showOf(spec.proposal![position]!.show);
      const [link] = await tx
        .insert(trackingLinks)
        .values({
          campaignPodcastId: row.id,
          slug: `${slugify(spec.name).slice(0, 40)}-${slugify(show.title).slice(0, 40)}-demo${index + 1}`.slice(0, 100),
        })
        .returning({ id: trackingLinks.id });
      const slot = spec.proposal![position]!.show;
      const reportsOnTime = slot !== 'ready' && slot !== 'represented';
      for (const action of demoActions({ counts: entry, status: entry.status, reportsOnTime }, runRange, today)) {
        const [saved] = await tx
          .insert(campaignActions)
          .values({
            campaignId: campaign!.id,
            campaignPodcastId: row.id,
            podcastId: row.podcastId,
            kind: action.kind,
            position: action.position,
            plannedOn: action.plannedOn,
            publishedOn: action.recorded ? action.plannedOn : null,
            episodeUrl: action.recorded
              ? `https://www.example.com/podcasts/${slugify(show.title)}/episodios/${action.plannedOn}`
              : null,
            episodeTitle: action.recorded
              ? `${show.title}: episodio del ${action.plannedOn!.slice(8, 10)}/${action.plannedOn!.slice(5, 7)}`
              : null,
            adStartSeconds: action.recorded ? 60 + ((action.position * 97) % 600) : null,
            recordedAt: action.recorded ? new Date(Date.parse(action.plannedOn!) + DAY_MS) : null,
            expiryNoticeAt: action.expired ? new Date(Date.parse(action.plannedOn!) + DAY_MS) : null,
          })
          .returning({ id: campaignActions.id });
        if (action.milestones.length > 0) {
          await tx.insert(actionListens).values(
            action.milestones.map((milestone) => {
              const heard = show.listens30d * LISTENS_SHARE[milestone]!;
              return {
                actionId: saved!.id,
                milestone,
                ivooxListens: Math.round(heard * SOURCE_SHARE.ivooxListens),
                notInIvooxListens: Math.round(heard * SOURCE_SHARE.notInIvooxListens),
                spotifyListens: Math.round(heard * SOURCE_SHARE.spotifyListens),
                youtubeViews: Math.round(heard * SOURCE_SHARE.youtubeViews),
                reportedAt: new Date(Date.parse(addDays(action.plannedOn!, milestone))),
              };
            }),
          );
        }
        // Listeners click the link in the notes in the first days after the episode.
        if (action.recorded) {
          const clicks = [0, 1, 2, 3].map((offset) => ({
            linkId: link!.id,
            day: addDays(action.plannedOn!, offset),
            clicks: Math.max(1, Math.round((show.listens30d * 0.004) / (offset + 1))),
          }));
          await tx
            .insert(trackingClicks)
            .values(clicks.filter((click) => click.day <= today))
            .onConflictDoUpdate({
              target: [trackingClicks.linkId, trackingClicks.day],
              set: { clicks: sql`${trackingClicks.clicks} + excluded.clicks` },
            });
        }
      }
    }
  }
}
