/**
 * The demo catalogue: Spanish podcasts across categories, sizes and provinces, made up but
 * plausible, generated deterministically (the same seed gives the same catalogue on every start).
 */

/** Titles per Apple category; each title is used once. */
const TITLES: Readonly<Record<string, readonly string[]>> = {
  Technology: [
    'Código Abierto',
    'Modo Avión',
    'Ctrl+Z',
    'La Nube Privada',
    'Bits de Café',
    'Silicio y Salitre',
    'Pantalla Partida',
    'El Sótano Digital',
    'Pila de Llamadas',
    'Señal Débil',
    'Hackers de Barrio',
    'Futuro Imperfecto',
  ],
  Comedy: [
    'Aquí Hay Tomate Frito',
    'La Risa Floja',
    'Sin Filtro y Sin Vergüenza',
    'Chistes Malos de Verdad',
    'El Bar de Paco',
    'Tertulia Absurda',
    'Cosas de Cuñados',
    'Qué Me Estás Contando',
    'La Siesta Eterna',
    'Ruido de Fondo',
    'Gente Rara',
    'Mala Leche',
  ],
  'Society & Culture': [
    'Historias de Barrio',
    'Voces del Sur',
    'La Mesa Camilla',
    'Gente Corriente',
    'Crónicas Urbanas',
    'Entre Generaciones',
    'Cartas a Nadie',
    'La Plaza del Pueblo',
    'Hablemos Claro',
    'Vidas Cruzadas',
    'El Último Tren',
    'Madrugadas',
  ],
  History: [
    'Memorias de Hispania',
    'Legiones del Norte',
    'El Siglo de Oro en Vena',
    'Reinas Olvidadas',
    'Batallas que Cambiaron Todo',
    'Crónica Medieval',
    'La Ruta de la Seda',
    'Imperios de Papel',
    'Sefarad',
    'Al-Ándalus Hoy',
    'La Guerra Callada',
    'Piedras que Hablan',
  ],
  Business: [
    'Emprender sin Humo',
    'Caja y Balance',
    'El Despacho',
    'Startup Ibérica',
    'Marketing de Guerrilla',
    'Negocios de Verdad',
    'Pymes al Día',
    'Dinero Tranquilo',
    'La Oficina Remota',
    'Ventas que Funcionan',
    'Pitch en Ascensor',
    'Autónomos Unidos',
  ],
  'Health & Fitness': [
    'Cuerpo en Marcha',
    'Salud Sin Cuentos',
    'Mente Serena',
    'Kilómetro Cero',
    'Comer con Cabeza',
    'Respira Hondo',
    'Entreno en Casa',
    'Dormir Mejor',
    'La Consulta Abierta',
    'Vida Activa',
    'Yoga para Escépticos',
    'Psicología de Bolsillo',
  ],
  Sports: [
    'Fuera de Juego',
    'La Prórroga',
    'Tiempo Muerto',
    'Pedaladas',
    'Desde el Banquillo',
    'Maratón Mental',
    'Triple Doble',
    'Raqueta y Red',
    'El Vestuario',
    'Cantera',
    'Al Palo',
    'Trail y Montaña',
  ],
  'True Crime': [
    'Expediente Abierto',
    'Crímenes de Provincias',
    'Sumario',
    'La Huella',
    'Caso Cerrado en Falso',
    'Sangre Fría',
    'El Cuaderno del Inspector',
    'Desaparecidos',
    'Juicio Final',
    'Noche de Autos',
    'Testigo Mudo',
    'Archivo Negro',
  ],
  'TV & Film': [
    'Butaca Preferente',
    'Spoilers Permitidos',
    'Cine de Barrio Nuevo',
    'Serie B',
    'La Claqueta',
    'Maratón de Series',
    'Fundido a Negro',
    'Créditos Finales',
    'Palomitas y Debate',
    'Plano Secuencia',
    'Doblaje y Versión Original',
    'Estreno',
  ],
  Music: [
    'Cara B',
    'Vinilo y Polvo',
    'Indie de Bolsillo',
    'Flamenco Vivo',
    'Ritmo Urbano',
    'La Sala de Ensayo',
    'Directo al Oído',
    'Tocadiscos',
    'Bandas Sonoras',
    'Rock de Garaje',
    'Jazz a Medianoche',
    'Canciones con Historia',
  ],
  Education: [
    'Aprende Inglés Conmigo',
    'La Pizarra',
    'Pregunta de Examen',
    'Mates sin Miedo',
    'Idiomas en Ruta',
    'Clase Magistral',
    'Estudiar Mejor',
    'Oposita Conmigo',
    'Maestros del Aula',
    'Ciencia para Todos los Públicos',
    'Lengua Viva',
    'Recreo',
  ],
  Science: [
    'Cosmos de Andar por Casa',
    'El Laboratorio',
    'Partículas',
    'Órbita Baja',
    'Naturaleza Curiosa',
    'El Gen Egoísta Habla',
    'Química Cotidiana',
    'Neuronas Inquietas',
    'Fósiles',
    'Clima en Directo',
    'Ciencia Ficción o Ciencia',
    'Evolución',
  ],
  Leisure: [
    'Videojuegos y Sobremesa',
    'Modo Cooperativo',
    'Dados y Dragones',
    'Huerto Urbano',
    'Viajar Despacio',
    'Recetas de la Abuela',
    'Motor y Gasolina',
    'Maquetas y Pegamento',
    'Frikis de Guardia',
    'Game Over',
    'Cómic en Mano',
    'Rutas en Coche',
  ],
  News: [
    'La Mañana Explicada',
    'Titulares',
    'Resumen Semanal',
    'El Contexto',
    'Actualidad sin Ruido',
    'Lo Que Importa',
    'Mundo en Cinco Minutos',
    'Europa Hoy',
    'Datos y Noticias',
    'Crónica Local',
    'La Letra Pequeña',
    'Última Hora',
  ],
  'Kids & Family': [
    'Cuentos para Dormir',
    'Papás en Apuros',
    'Crianza Real',
    'Pequeños Curiosos',
    'La Casa Llena',
    'Familia Numerosa',
    'Aventuras en el Parque',
    'Hora del Cuento',
    'Adolescentes sin Manual',
    'Educar en Calma',
  ],
  Arts: [
    'Tinta Fresca',
    'El Taller del Pintor',
    'Páginas Sueltas',
    'Club de Lectura',
    'Diseño con Alma',
    'Fotografía Lenta',
    'Teatro de Guardia',
    'Arquitectura Cotidiana',
    'Moda Consciente',
    'Poesía en Voz Alta',
  ],
  Fiction: [
    'Relatos de Medianoche',
    'La Radio del Misterio',
    'Ficción Sonora',
    'El Faro',
    'Ecos del Pasado',
    'Terror en la Sierra',
    'Ciudad Sin Nombre',
    'Historias Imposibles',
  ],
  'Religion & Spirituality': ['Camino Interior', 'Silencio Habitado', 'Diálogos del Alma', 'Meditación Diaria'],
  Government: ['El Hemiciclo', 'Ley y Orden Público', 'Municipios', 'Política de Proximidad'],
};

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

/** mulberry32: a small, fast, seedable generator; quality is ample for demo data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

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
