import type {
  ActionCounts,
  ApproximateDate,
  AudienceFlag,
  BrandingAction,
  CampaignSubstatus,
  ProposalPodcastStatus,
} from '@patrocina/domain';

/**
 * The demo campaigns of the demo advertiser and agency: one or more in every substatus, with published
 * proposals whose podcasts answered in every way. Each is reached through the services, as its people
 * would have done it (drive.ts); the substatus and statuses here are where it ends, and the seed's test
 * checks that it does. Days count from the day of seeding. A show is the demo podcaster's ready one, the
 * one the demo representative manages, or one of the catalogue's.
 */
export type Slot = 'ready' | 'represented' | number;

export interface DemoEntry {
  show: Slot;
  /** Where its podcaster ends: the answer given, then (once picked and paid) how its actions went. */
  status: ProposalPodcastStatus;
  /** Mentions per round; weekly shows repeat them as the budget allows (offers.ts). */
  mentions?: number;
  /** A second kind of action, taken only if the show offers it. */
  extra?: Exclude<keyof ActionCounts, 'mentions'>;
  delegated?: boolean;
  /** The team raised the offer after publishing it: the podcaster has the new one to answer. */
  modified?: boolean;
  withMinPrice?: boolean;
}

export interface DemoCampaign {
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
  /** When the brief was written. */
  daysAgo: number;
  /** Days from today of the campaign's range, or a rough date. */
  dates: { from: number; to: number } | Exclude<ApproximateDate, 'DATE_RANGE'>;
  /** The demo agent takes it as soon as it is written. */
  managed?: boolean;
  /** A workroom conversation with one podcast of a managed campaign; the last message is left unread. */
  chat?: { show: Slot; messages: { from: 'owner' | 'agent' | 'podcaster'; text: string; hoursAfterPublish: number }[] };
  /** Paused by its owner three days ago; asked yesterday to resume it. */
  paused?: { reason: string; unpauseRequested?: boolean };
  preroll?: { title: string; quantity: number };
  /** Whole euros; for a published proposal, the budget only needs to cover it (it is raised if not). */
  budget: number;
  /** What each rate adds over the show's minimum, in percent. */
  markup?: number;
  proposal?: DemoEntry[];
}

export const CAMPAIGNS: readonly DemoCampaign[] = [
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
