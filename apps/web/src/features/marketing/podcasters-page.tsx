import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ActionTypes } from './components/action-types';
import type { CallPair } from './components/calls-to-action';
import { ClosingCta } from './components/closing-cta';
import { Faq, type Question } from './components/faq';
import { Hero } from './components/hero';
import { CalendarChart } from './components/illustrations';
import { inlineLinkClass } from './components/link-styles';
import { ListenReports, listReportDays } from './components/listen-reports';
import { PodcastSlider } from './components/podcast-slider';
import { MarketingSection } from './components/section';
import { Points, Steps, type Step } from './components/steps';
import { formatEuros } from '@/lib/format';
import { EXAMPLE_ACTION_COST_CENTS, PAYOUT_HOLD_DAYS } from './facts';
import { COMMISSION_LABEL, commissionCents, podcasterEarningsCents } from './money';

export const PODCASTERS_HEADING = 'Gana dinero con tu podcast, con anuncios que lees tú';
/** The page opens and closes with the same offer. */
const CALLS: CallPair = {
  primary: { to: '/sponsorship/join', label: 'Dar de alta mi podcast' },
  secondary: { to: '/login', label: 'Entrar' },
};

const STEPS: readonly Step[] = [
  {
    title: 'Completa tu hoja de patrocinio',
    text: 'Describe tu podcast, tu audiencia y las acciones que ofreces. Con ella te encontramos para las campañas que encajan.',
  },
  {
    title: 'Recibe propuestas',
    text: 'Te avisamos cuando una marca quiere anunciarse en tu podcast, con el briefing, las fechas y lo que vas a ganar.',
  },
  {
    title: 'Acepta o rechaza',
    text: 'Acepta, pide un precio mínimo o que te llamemos, o recházala indicando el motivo. Tú decides.',
  },
  {
    title: 'Planifica y emite',
    text: 'Si la marca te elige, fijas las fechas, emites la acción y enlazas el episodio con el minuto en que aparece.',
  },
  {
    title: 'Reporta tus escuchas',
    text: `Indicas las escuchas del episodio a los ${listReportDays()} días de publicarlo. Así la marca ve el resultado.`,
  },
];

const CONTROLS = [
  {
    title: 'Bloquea tus vacaciones',
    text: 'Marca las fechas en las que no vas a publicar y no te llegarán acciones para esos días.',
  },
  {
    title: 'Delega en un representante',
    text: 'Invita por correo electrónico a quien gestiona tus patrocinios. Las propuestas le llegan a él y tú sigues viéndolo todo.',
  },
  {
    title: 'Pon tu precio mínimo',
    text: 'Si una propuesta se queda corta, acéptala indicando el mínimo por el que harías la acción.',
  },
];

function questions(): readonly Question[] {
  return [
    {
      question: '¿Cuánto cuesta darse de alta?',
      answer: (
        <p>
          Nada. Solo nos quedamos con el {COMMISSION_LABEL} del coste de cada acción que emites; si no hay acciones, no
          hay comisión.
        </p>
      ),
    },
    {
      question: '¿Tengo que aceptar todas las propuestas?',
      answer: (
        <p>
          No. Cada propuesta la aceptas o la rechazas tú, indicando el motivo para que podamos afinar las siguientes.
          Aceptar solo indica que te interesa: si el anunciante te confirma, te volvemos a avisar.
        </p>
      ),
    },
    {
      question: '¿Cuándo cobro?',
      answer: (
        <p>
          Cada semana. Cuando registras una acción emitida, el anunciante tiene {PAYOUT_HOLD_DAYS} días para revisarla;
          pasado ese plazo sin reclamaciones, la cobras por transferencia en el siguiente pago semanal, con tu
          autofactura. En «Mis cobros» ves la fecha de cada acción.
        </p>
      ),
    },
    {
      question: '¿Cómo añado mi podcast?',
      answer: (
        <p>
          Puedes vincular tu cuenta de la plataforma de alojamiento o añadirlo con la dirección de su feed RSS. Te
          enviamos un código al correo del propietario del feed para comprobar que es tuyo.
        </p>
      ),
    },
    {
      question: '¿De dónde salen las cifras de escuchas?',
      answer: (
        <p>
          Las reportas tú, a partir de las estadísticas de tu alojamiento, a los {listReportDays()} días de publicar el
          episodio.
        </p>
      ),
    },
  ];
}

/** SPEC §2 `/podcasters`: the podcasters' landing. */
export function PodcastersPage() {
  useDocumentTitle('Para podcasters');
  const cost = formatEuros(EXAMPLE_ACTION_COST_CENTS);
  const commission = formatEuros(commissionCents(EXAMPLE_ACTION_COST_CENTS));
  const earnings = formatEuros(podcasterEarningsCents(EXAMPLE_ACTION_COST_CENTS));

  return (
    <div>
      <Hero
        eyebrow="Para podcasters y videopodcasters"
        title={PODCASTERS_HEADING}
        lead="Las marcas te proponen campañas que encajan con tu audiencia. Tú decides cuáles aceptas, cuándo las emites y cómo las cuentas."
        actions={CALLS}
        note={`Darse de alta es gratis. Solo cobramos un ${COMMISSION_LABEL} de cada acción que emites.`}
        illustration={<CalendarChart />}
      />

      <MarketingSection
        id="como-funciona"
        title="Cómo funciona"
        intro="Cinco pasos, y en todos ellos tienes la última palabra."
        tone="muted"
      >
        <Steps steps={STEPS} />
      </MarketingSection>

      <MarketingSection
        id="comision"
        title="Una comisión clara"
        intro={`Nos quedamos con el ${COMMISSION_LABEL} del coste de cada acción. El resto es tuyo.`}
      >
        <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-center">
          <div className="rounded-card border border-line bg-surface p-6">
            <h3 className="text-lg font-semibold">Un ejemplo</h3>
            <dl className="mt-4 divide-y divide-line text-lg">
              <div className="flex items-baseline justify-between gap-4 py-3">
                <dt className="text-ink-muted">Coste de la acción</dt>
                <dd className="font-semibold tabular-nums">{cost}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 py-3">
                <dt className="text-ink-muted">Comisión ({COMMISSION_LABEL})</dt>
                <dd className="font-semibold tabular-nums">−{commission}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 pt-3">
                <dt className="font-semibold">Para ti</dt>
                <dd className="text-4xl font-bold text-accent-800 tabular-nums">{earnings}</dd>
              </div>
            </dl>
            <p className="mt-4 text-sm text-ink-muted">Impuestos no incluidos</p>
          </div>
          <div className="space-y-3 text-lg">
            <p>
              <strong className="font-semibold">Cobras cada semana</strong>{' '}
              <span className="text-ink-muted">
                las acciones emitidas, {PAYOUT_HOLD_DAYS} días después de registrarlas si el anunciante no las reclama.
              </span>
            </p>
            <p className="text-ink-muted">
              En cada propuesta ves lo que vas a ganar antes de aceptarla, ya descontada la comisión.
            </p>
          </div>
        </div>
      </MarketingSection>

      <MarketingSection
        id="acciones"
        title="Las acciones que puedes ofrecer"
        intro="En tu hoja de patrocinio eliges cuáles haces. Todas las lees tú, a tu manera."
        tone="muted"
      >
        <ActionTypes />
      </MarketingSection>

      <MarketingSection id="control" title="Tu podcast, tus reglas">
        <Points points={CONTROLS} />
      </MarketingSection>

      <MarketingSection
        id="informes"
        title="Reporta tus escuchas en cuatro momentos"
        intro="Después de publicar el episodio, indicas sus escuchas en estas fechas. Es lo que la marca necesita para medir su campaña."
        tone="muted"
      >
        <ListenReports />
      </MarketingSection>

      <MarketingSection id="preguntas" title="Preguntas frecuentes">
        <Faq questions={questions()} />
      </MarketingSection>

      <PodcastSlider
        action={
          <Link to="/sponsorship/join" className={inlineLinkClass}>
            Añade el tuyo al catálogo
          </Link>
        }
      />

      <ClosingCta
        id="empieza"
        title="Empieza a recibir propuestas"
        text="Da de alta tu podcast, completa tu hoja de patrocinio y te avisaremos cuando una marca quiera contar contigo."
        actions={CALLS}
      />
    </div>
  );
}
