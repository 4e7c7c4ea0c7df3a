import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ActionTypes } from './components/action-types';
import { ClosingCta } from './components/closing-cta';
import { Faq, type Question } from './components/faq';
import { Hero } from './components/hero';
import { MicrophoneWave } from './components/illustrations';
import { inlineLinkClass } from './components/link-styles';
import { ListenReports, listReportDays } from './components/listen-reports';
import { PodcastSlider } from './components/podcast-slider';
import { MarketingSection } from './components/section';
import { Points, Steps, type Step } from './components/steps';
import { MIN_BUDGET_CENTS } from './facts';
import { formatEuros } from '@/lib/format';

export const HOME_HEADING = 'Publicidad en podcasts, leída por sus presentadores';
const CREATE_CAMPAIGN = '/campaigns/new';

const STEPS: readonly Step[] = [
  {
    title: 'Cuéntanos tu campaña',
    text: 'Marca, producto, a quién quieres llegar, fechas, presupuesto y el tipo de acción que buscas. Son tres pasos y unos minutos.',
  },
  {
    title: 'Te preparamos una propuesta',
    text: 'Seleccionamos los podcasts y videopodcasts que mejor encajan con tu público, sin pasarnos de tu presupuesto.',
  },
  {
    title: 'Eliges y confirmas',
    text: 'Ves qué podcasters aceptan, con el coste de cada acción. Te quedas con los que quieras y confirmas la campaña.',
  },
  {
    title: 'Planifican, emiten y te reportan',
    text: 'Cada podcaster fija las fechas, publica el episodio con tu acción y te reporta sus escuchas.',
  },
];

const REASONS = [
  {
    title: 'Una voz en la que confían',
    text: 'Tu mensaje lo lee el presentador, con su tono y sus palabras, ante una audiencia que lo escucha cada semana.',
  },
  {
    title: 'Audiencias que eligen escuchar',
    text: 'Filtra por temática, ubicación, edad y género para llegar a quien de verdad le interesa tu producto.',
  },
  {
    title: 'Todo en un mismo sitio',
    text: 'Propuesta, confirmación, conversación con cada podcaster, episodios publicados y escuchas, en tu panel.',
  },
];

function questions(minBudget: string): readonly Question[] {
  return [
    {
      question: '¿Cuánto cuesta una campaña?',
      answer: (
        <p>
          Tú fijas el presupuesto, a partir de {minBudget}. La propuesta nunca lo supera y en ella ves el coste de cada
          acción en cada podcast antes de confirmar. Los precios no incluyen impuestos.
        </p>
      ),
    },
    {
      question: '¿Cómo se paga?',
      answer: (
        <p>
          Cuando confirmas los podcasts que eliges, te enviamos una orden de pago por correo electrónico. La campaña se
          pone en marcha cuando el pago queda registrado.
        </p>
      ),
    },
    {
      question: '¿Puedo elegir los podcasts?',
      answer: (
        <p>
          Sí. Al crear la campaña puedes sugerir hasta cinco podcasts que te interesen, y en la propuesta decides con
          cuáles te quedas. Los que no elijas no participan.
        </p>
      ),
    },
    {
      question: '¿Cómo sé que el anuncio se ha emitido?',
      answer: (
        <p>
          Cada podcaster enlaza el episodio publicado e indica el minuto y el segundo en que aparece tu acción. Después
          reporta las escuchas a los {listReportDays()} días.
        </p>
      ),
    },
    {
      question: 'Soy una agencia, ¿puedo gestionar varias marcas?',
      answer: (
        <p>
          Sí. Al registrarte te preguntamos si eres una agencia; desde la misma cuenta puedes crear campañas para
          distintas marcas y seguirlas todas en tu panel.
        </p>
      ),
    },
    {
      question: '¿Puedo pausar una campaña?',
      answer: (
        <p>
          Sí. Te pedimos que lo confirmes y que nos cuentes el motivo. Para reanudarla, lo solicitas y te avisamos por
          correo electrónico cuando esté hecho.
        </p>
      ),
    },
  ];
}

/** SPEC §2 `/`: the advertisers' and agencies' landing. */
export function HomePage() {
  useDocumentTitle(null);
  const minBudget = formatEuros(MIN_BUDGET_CENTS);

  return (
    <div>
      <Hero
        eyebrow="Para anunciantes y agencias"
        title={HOME_HEADING}
        lead="Cuéntanos qué quieres anunciar y a quién quieres llegar. Te proponemos los podcasts y videopodcasts en español que mejor encajan, y sus presentadores hablan de tu marca con su propia voz."
        actions={{
          primary: { to: CREATE_CAMPAIGN, label: 'Crear campaña' },
          secondary: { to: '#como-funciona', label: 'Cómo funciona' },
        }}
        note={
          <>
            Presupuesto desde <strong className="font-semibold text-ink">{minBudget}</strong>. Impuestos no incluidos.
          </>
        }
        illustration={<MicrophoneWave />}
      />

      <MarketingSection id="por-que" title="Por qué anunciarte en podcasts">
        <Points points={REASONS} />
      </MarketingSection>

      <MarketingSection
        id="como-funciona"
        title="Cómo funciona"
        intro="De la idea a las escuchas en cuatro pasos. Nosotros preparamos la propuesta; tú decides."
        tone="muted"
      >
        <Steps steps={STEPS} />
      </MarketingSection>

      <MarketingSection
        id="acciones"
        title="Elige el tipo de acción"
        intro="Todas las acciones las hace el propio presentador dentro del episodio, no son cuñas pregrabadas."
      >
        <ActionTypes />
      </MarketingSection>

      <MarketingSection
        id="informes"
        title="Escuchas reportadas, episodio a episodio"
        intro={`Cada podcaster enlaza el episodio, indica el minuto de tu acción y reporta sus escuchas a los ${listReportDays()} días de publicarlo.`}
        tone="muted"
      >
        <ListenReports />
      </MarketingSection>

      <MarketingSection id="presupuesto" title="Un presupuesto a tu medida">
        <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center">
          <div className="rounded-card border border-line bg-accent-50 p-6">
            <p className="text-sm font-medium text-ink-muted">Campañas desde</p>
            <p className="mt-1 text-5xl font-bold tracking-tight text-accent-800 tabular-nums">{minBudget}</p>
            <p className="mt-2 text-sm text-ink-muted">Impuestos no incluidos</p>
          </div>
          <ul className="space-y-3 text-lg">
            <li>
              <strong className="font-semibold">La propuesta nunca supera tu presupuesto.</strong>{' '}
              <span className="text-ink-muted">Lo repartimos para llegar a más oyentes de tu público.</span>
            </li>
            <li>
              <strong className="font-semibold">Ves el precio de cada acción.</strong>{' '}
              <span className="text-ink-muted">Sin sorpresas: sabes qué pagas y en qué podcast.</span>
            </li>
            <li>
              <strong className="font-semibold">Pagas lo que confirmas.</strong>{' '}
              <span className="text-ink-muted">Solo los podcasts que eliges entran en la orden de pago.</span>
            </li>
          </ul>
        </div>
      </MarketingSection>

      <PodcastSlider
        action={
          <span className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to="/podcasts" className={inlineLinkClass}>
              Ver todo el catálogo
            </Link>
            <Link to="/podcasters" className={inlineLinkClass}>
              ¿Tienes un podcast? Únete al catálogo
            </Link>
          </span>
        }
      />

      <MarketingSection id="preguntas" title="Preguntas frecuentes">
        <Faq questions={questions(minBudget)} />
      </MarketingSection>

      <ClosingCta
        id="empieza"
        title="Tu marca, en la voz de quien ya tiene su audiencia"
        text="Crea tu campaña en unos minutos y recibe una propuesta con los podcasts que mejor encajan contigo."
        actions={{
          primary: { to: CREATE_CAMPAIGN, label: 'Crear campaña' },
          secondary: { to: '/contact', label: 'Hablar con el equipo' },
        }}
      />
    </div>
  );
}
