/**
 * Enumerations shared by campaigns, sponsorship sheets and proposals (SPEC §3 "Enumerations"), each
 * with the Spanish word DESIGN.md gives it. One place, so the API and the web app never disagree.
 */

/** Branding actions (SPEC §3). SPONSORSHIP reads "entrevista" and REVIEW "sección" (DESIGN.md). */
export const ACTION_TYPES = ['MENTION', 'SPONSORSHIP', 'REVIEW', 'DEDICATED_SHOW', 'READ_HOST_ADS'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const ACTION_TYPE_LABELS: Record<ActionType, string> = {
  MENTION: 'mención',
  SPONSORSHIP: 'entrevista',
  REVIEW: 'sección',
  DEDICATED_SHOW: 'programa dedicado',
  READ_HOST_ADS: 'anuncio leído por el presentador',
};

/** SPEC §3 says READ_HOST_ADS is "also spelled HOST_READ_AD": old data is read with this. */
export function normaliseActionType(value: string): ActionType | undefined {
  const upper = value.trim().toUpperCase();
  if (upper === 'HOST_READ_AD') return 'READ_HOST_ADS';
  return (ACTION_TYPES as readonly string[]).includes(upper) ? (upper as ActionType) : undefined;
}

/** The campaign audience flags (SPEC §3), also the audience categories of a sponsorship sheet. */
export const AUDIENCE_FLAGS = ['tech', 'geek', 'cult', 'urban', 'healthy', 'funny', 'professional', 'athlete'] as const;
export type AudienceFlag = (typeof AUDIENCE_FLAGS)[number];

export const AUDIENCE_FLAG_LABELS: Record<AudienceFlag, string> = {
  tech: 'Tecnología',
  geek: 'Geek',
  cult: 'Cultura',
  urban: 'Urbana',
  healthy: 'Vida sana',
  funny: 'Humor',
  professional: 'Profesional',
  athlete: 'Deportista',
};

export const PUBLICATION_FREQUENCIES = ['DAILY', 'WEEKLY', 'BIWEEKLY', 'MONTHLY', 'VARIABLE'] as const;
export type PublicationFrequency = (typeof PUBLICATION_FREQUENCIES)[number];

export const PUBLICATION_FREQUENCY_LABELS: Record<PublicationFrequency, string> = {
  DAILY: 'Diaria',
  WEEKLY: 'Semanal',
  BIWEEKLY: 'Quincenal',
  MONTHLY: 'Mensual',
  VARIABLE: 'Variable',
};

/** Spanish provinces by INE code: where an audience is, and where a campaign wants to reach. */
const PROVINCE_NAMES = {
  '01': 'Álava',
  '02': 'Albacete',
  '03': 'Alicante',
  '04': 'Almería',
  '05': 'Ávila',
  '06': 'Badajoz',
  '07': 'Illes Balears',
  '08': 'Barcelona',
  '09': 'Burgos',
  '10': 'Cáceres',
  '11': 'Cádiz',
  '12': 'Castellón',
  '13': 'Ciudad Real',
  '14': 'Córdoba',
  '15': 'A Coruña',
  '16': 'Cuenca',
  '17': 'Girona',
  '18': 'Granada',
  '19': 'Guadalajara',
  '20': 'Gipuzkoa',
  '21': 'Huelva',
  '22': 'Huesca',
  '23': 'Jaén',
  '24': 'León',
  '25': 'Lleida',
  '26': 'La Rioja',
  '27': 'Lugo',
  '28': 'Madrid',
  '29': 'Málaga',
  '30': 'Murcia',
  '31': 'Navarra',
  '32': 'Ourense',
  '33': 'Asturias',
  '34': 'Palencia',
  '35': 'Las Palmas',
  '36': 'Pontevedra',
  '37': 'Salamanca',
  '38': 'Santa Cruz de Tenerife',
  '39': 'Cantabria',
  '40': 'Segovia',
  '41': 'Sevilla',
  '42': 'Soria',
  '43': 'Tarragona',
  '44': 'Teruel',
  '45': 'Toledo',
  '46': 'Valencia',
  '47': 'Valladolid',
  '48': 'Bizkaia',
  '49': 'Zamora',
  '50': 'Zaragoza',
  '51': 'Ceuta',
  '52': 'Melilla',
} as const;
/** An INE province code, '01' to '52'. */
export type ProvinceCode = keyof typeof PROVINCE_NAMES;
export const SPANISH_PROVINCES: Readonly<Record<string, string>> = PROVINCE_NAMES;
export const PROVINCE_CODES = Object.keys(PROVINCE_NAMES) as [ProvinceCode, ...ProvinceCode[]];

/** Countries offered in pickers; any ISO code is accepted, these are the usual ones. */
export const COUNTRY_LABELS: Readonly<Record<string, string>> = {
  ES: 'España',
  MX: 'México',
  AR: 'Argentina',
  CO: 'Colombia',
  CL: 'Chile',
  PE: 'Perú',
  US: 'Estados Unidos',
  EC: 'Ecuador',
  VE: 'Venezuela',
  UY: 'Uruguay',
  PY: 'Paraguay',
  BO: 'Bolivia',
  CR: 'Costa Rica',
  DO: 'República Dominicana',
  GT: 'Guatemala',
  PA: 'Panamá',
  PR: 'Puerto Rico',
  PT: 'Portugal',
  FR: 'Francia',
  GB: 'Reino Unido',
  DE: 'Alemania',
  IT: 'Italia',
};

/** Whether a stored or typed value is one of the province codes (the database keeps them as text). */
export function isProvinceCode(value: string): value is ProvinceCode {
  return Object.hasOwn(PROVINCE_NAMES, value);
}
