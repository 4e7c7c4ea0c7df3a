import { seededRandom } from '@patrocina/domain';
import { TITLES } from './titles';

/**
 * The demo catalogue: Spanish podcasts across categories, sizes and provinces, made up but
 * plausible, generated deterministically (the same seed gives the same catalogue on every start).
 */

const FIRST_NAMES = [
  'Lucía',
  'Marta',
  'Javier',
  'Carmen',
  'Pablo',
  'Elena',
  'Sergio',
  'Laura',
  'Álvaro',
  'Nuria',
  'Andrés',
  'Irene',
  'Raúl',
  'Beatriz',
  'Iñaki',
  'Ainhoa',
  'Jordi',
  'Montse',
  'Xabier',
  'Rocío',
  'Manuel',
  'Paula',
  'David',
  'Cristina',
  'Óscar',
  'Sara',
  'Hugo',
  'Noelia',
  'Adrián',
  'Begoña',
];
const LAST_NAMES = [
  'García',
  'Martínez',
  'López',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Fernández',
  'Ruiz',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Navarro',
  'Torres',
  'Domínguez',
  'Vázquez',
  'Ramos',
  'Gil',
  'Serrano',
  'Castro',
  'Ortega',
  'Rubio',
  'Molina',
  'Etxeberria',
  'Puig',
  'Ferrer',
  'Iglesias',
];

/** Spanish province codes (INE, two digits) weighted roughly by population. */
const PROVINCES: readonly (readonly [code: string, weight: number])[] = [
  ['28', 14],
  ['08', 12],
  ['46', 6],
  ['41', 4],
  ['29', 4],
  ['03', 4],
  ['48', 3],
  ['30', 3],
  ['15', 3],
  ['11', 3],
  ['50', 2],
  ['35', 2],
  ['38', 2],
  ['07', 2],
  ['33', 2],
  ['36', 2],
  ['18', 2],
  ['14', 1],
  ['47', 1],
  ['20', 1],
  ['31', 1],
  ['39', 1],
  ['10', 1],
  ['06', 1],
  ['37', 1],
  ['45', 1],
  ['12', 1],
  ['43', 1],
  ['17', 1],
  ['25', 1],
];

const TOPICS: Readonly<Record<string, string>> = {
  Technology: 'la tecnología que usas cada día, explicada sin jerga',
  Comedy: 'humor, anécdotas y tertulia sin guion',
  'Society & Culture': 'historias de gente corriente y de cómo vivimos',
  History: 'la historia contada como una buena novela',
  Business: 'negocios, emprendimiento y dinero, con casos reales',
  'Health & Fitness': 'salud, deporte y bienestar con base científica',
  Sports: 'deporte, análisis y vestuario',
  'True Crime': 'crímenes reales investigados con rigor',
  'TV & Film': 'cine y series, estrenos y clásicos',
  Music: 'música, discos y las historias detrás de las canciones',
  Education: 'aprender algo nuevo cada semana',
  Science: 'ciencia para curiosos, sin fórmulas',
  Leisure: 'aficiones, juegos y planes para el tiempo libre',
  News: 'la actualidad explicada con contexto',
  'Kids & Family': 'crianza, familia y cuentos',
  Arts: 'arte, libros y creación',
  Fiction: 'ficción sonora por entregas',
  'Religion & Spirituality': 'espiritualidad y vida interior',
  Government: 'política cercana y cómo funcionan las instituciones',
};

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function pickWeighted(random: () => number, items: readonly (readonly [string, number])[]): string {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of items) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return items[items.length - 1]![0];
}

export interface DemoPodcast {
  title: string;
  author: string;
  description: string;
  categories: string[];
  language: 'es';
  province: string;
  listens30d: number;
  isPremium: boolean;
}

/**
 * Every title of TITLES once, in a stable shuffled order. Listens follow a long tail (a few big
 * shows, many small ones): 10^U(2.7, 5.4), about 500 to 250.000 a month.
 */
export function generateCatalogue(seed = 20_261_122): DemoPodcast[] {
  const random = seededRandom(seed);
  const entries = Object.entries(TITLES).flatMap(([category, titles]) => titles.map((title) => ({ category, title })));
  for (let i = entries.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [entries[i], entries[j]] = [entries[j]!, entries[i]!];
  }
  const categories = Object.keys(TITLES);
  return entries.map(({ category, title }) => {
    const author = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
    const listens30d = Math.round(10 ** (2.7 + random() * 2.7) / 10) * 10;
    const second =
      random() < 0.35
        ? pick(
            random,
            categories.filter((other) => other !== category),
          )
        : undefined;
    return {
      title,
      author,
      description: `${title} es un podcast sobre ${TOPICS[category] ?? 'temas de actualidad'}. Lo presenta ${author} y sale cada semana.`,
      categories: second ? [category, second] : [category],
      language: 'es',
      province: pickWeighted(random, PROVINCES),
      listens30d,
      isPremium: listens30d >= 50_000 || random() < 0.05,
    };
  });
}
