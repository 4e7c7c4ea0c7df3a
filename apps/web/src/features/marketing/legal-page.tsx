import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DEFAULT_PRODUCT_NAME, SESSION_LIFETIME_DAYS } from '@patrocina/domain/constants';
import { CONSENT_CATEGORIES, openCookiePreferences } from '@/lib/consent';
import { CONSENT_LABELS } from '@/lib/consent-labels';
import { useDocumentTitle } from '@/lib/use-document-title';
import { containerClass, inlineLinkClass } from './components/link-styles';
import { listReportDays } from './components/listen-reports';
import { MeasurementPrivacy } from './components/measurement-privacy';
import { MIN_BUDGET_CENTS, PAYOUT_HOLD_DAYS } from './facts';
import { formatEuros } from '@/lib/format';
import { COMMISSION_LABEL } from './money';

export const LEGAL_HEADING = 'Privacidad y términos legales';
const PRODUCT = DEFAULT_PRODUCT_NAME;

/** A value the company still has to fill in: visible as such, never passed off as real. */
function ToComplete({ children }: { children: string }) {
  return <mark className="rounded bg-accent-100 px-1 font-semibold text-accent-900">{children}</mark>;
}

interface Clause {
  id: string;
  title: string;
  body: ReactNode;
}

const PRIVACY: readonly Clause[] = [
  {
    id: 'responsable',
    title: 'Responsable del tratamiento',
    body: (
      <>
        <p>
          El responsable de tus datos es <ToComplete>[razón social]</ToComplete>, con NIF <ToComplete>[NIF]</ToComplete>{' '}
          y domicilio en <ToComplete>[domicilio]</ToComplete>, titular de {PRODUCT}. Puedes escribirnos a{' '}
          <ToComplete>[correo de privacidad]</ToComplete> o desde la página de{' '}
          <Link to="/contact" className={inlineLinkClass}>
            contacto
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'datos',
    title: 'Qué datos tratamos',
    body: (
      <ul className="list-disc space-y-2 pl-5">
        <li>
          <strong>Cuenta:</strong> correo electrónico, nombre de usuario, contraseña (guardada cifrada), foto de perfil,
          teléfono y correo alternativo si los añades, si eres una agencia y tus preferencias de boletín.
        </li>
        <li>
          <strong>Campañas:</strong> marca, producto, briefing, público al que quieres llegar, presupuesto, fechas,
          acciones y las propuestas, respuestas y pagos asociados.
        </li>
        <li>
          <strong>Podcasts:</strong> la hoja de patrocinio (descripción, audiencia, acciones y precios), los episodios
          enlazados, las fechas bloqueadas y los representantes, y los datos de la plataforma de alojamiento si vinculas
          tu cuenta.
        </li>
        <li>
          <strong>Escuchas:</strong> las cifras que cada podcaster reporta a los {listReportDays()} días de publicar un
          episodio. Las declara el propio podcaster, salvo las descargas que {PRODUCT} cuenta con el prefijo de
          analítica (escuchas verificadas, ver más abajo).
        </li>
        <li>
          <strong>Comunicaciones:</strong> los mensajes del workroom y sus adjuntos, los formularios de contacto y los
          correos electrónicos que te enviamos (guardamos una copia de cada envío en nuestra bandeja de salida).
        </li>
        <li>
          <strong>Navegación:</strong> los datos técnicos necesarios para que el servicio funcione y, solo si lo
          aceptas, los de las cookies opcionales (por ejemplo, la campaña publicitaria que te trajo hasta aquí).
        </li>
      </ul>
    ),
  },
  { id: 'medicion', title: 'Medición de escuchas', body: <MeasurementPrivacy product={PRODUCT} /> },
  {
    id: 'finalidades',
    title: 'Para qué los usamos',
    body: (
      <ul className="list-disc space-y-2 pl-5">
        <li>Crear y gestionar tu cuenta y mantener tu sesión iniciada.</li>
        <li>Preparar propuestas: relacionar cada campaña con los podcasts cuya audiencia encaja con ella.</li>
        <li>Gestionar las campañas, los pagos al podcaster y la comisión, y la conversación entre las partes.</li>
        <li>Enviarte los avisos del servicio por correo electrónico y, si lo aceptas, nuestro boletín.</li>
        <li>Atender tus consultas y ejercer tus derechos.</li>
        <li>Con tu consentimiento, medir el uso de la web y el resultado de nuestra publicidad.</li>
      </ul>
    ),
  },
  {
    id: 'bases',
    title: 'Base legal',
    body: (
      <ul className="list-disc space-y-2 pl-5">
        <li>
          <strong>Ejecución del contrato</strong> (art. 6.1.b del RGPD): la cuenta, las campañas, las propuestas, el
          workroom y los pagos.
        </li>
        <li>
          <strong>Obligación legal</strong> (art. 6.1.c): la facturación y la conservación de documentos contables.
        </li>
        <li>
          <strong>Interés legítimo</strong> (art. 6.1.f): la seguridad del servicio y la prevención de abusos.
        </li>
        <li>
          <strong>Consentimiento</strong> (art. 6.1.a): el boletín y las cookies opcionales. Puedes retirarlo cuando
          quieras.
        </li>
      </ul>
    ),
  },
  {
    id: 'conservacion',
    title: 'Cuánto tiempo los conservamos',
    body: (
      <p>
        Mientras tengas la cuenta abierta. Si la eliminas, borramos o anonimizamos tus datos, salvo los que la ley nos
        obliga a conservar (por ejemplo, los de facturación, durante los plazos que marca la normativa fiscal y
        mercantil), que quedan bloqueados hasta que prescriban. Las cookies duran lo que indica la sección de cookies.{' '}
        <ToComplete>[plazos concretos por tipo de dato]</ToComplete>
      </p>
    ),
  },
  {
    id: 'destinatarios',
    title: 'Con quién los compartimos',
    body: (
      <p>
        Dentro de una campaña, el anunciante, el podcaster (o su representante) y el gestor de campaña ven los datos que
        necesitan para llevarla a cabo. Si vinculas tu cuenta, intercambiamos datos con la plataforma de alojamiento de
        podcasts. Nuestros proveedores (alojamiento web, envío de correo) los tratan por cuenta nuestra y con contrato.
        No vendemos tus datos.{' '}
        <ToComplete>[lista de encargados y transferencias internacionales, si las hay]</ToComplete>
      </p>
    ),
  },
  {
    id: 'derechos',
    title: 'Tus derechos',
    body: (
      <>
        <p>
          Puedes ejercer tus derechos de <strong>acceso</strong>, <strong>rectificación</strong>,{' '}
          <strong>supresión</strong>, <strong>oposición</strong>, <strong>portabilidad</strong> y limitación del
          tratamiento escribiéndonos a <ToComplete>[correo de privacidad]</ToComplete>. Muchos datos los puedes cambiar
          tú mismo desde{' '}
          <Link to="/me" className={inlineLinkClass}>
            Mi cuenta
          </Link>
          , donde también puedes eliminar la cuenta.
        </p>
        <p>
          Si crees que no hemos tratado bien tus datos, puedes reclamar ante la Agencia Española de Protección de Datos
          (aepd.es).
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          <strong>Necesarias</strong> (no requieren consentimiento): la cookie de sesión, que te mantiene identificado
          hasta {SESSION_LIFETIME_DAYS} días o hasta que cierres sesión y que no es accesible desde el navegador, y la
          que recuerda el idioma. Tu elección sobre las cookies se guarda en tu navegador.
        </p>
        <p>
          <strong>Opcionales</strong>, solo si las aceptas, por categorías:
        </p>
        <ul className="list-disc space-y-2 pl-5">
          {CONSENT_CATEGORIES.map((category) => (
            <li key={category}>
              <strong>{CONSENT_LABELS[category].title}:</strong> {CONSENT_LABELS[category].description}
            </li>
          ))}
        </ul>
        <p>
          Mientras no hayas elegido, un aviso te lo pregunta en cada página. Si inicias sesión sin haber elegido,
          entendemos que las aceptas todas, como dice ese aviso. Puedes cambiar tu elección cuando quieras con
          «Gestionar cookies», al pie de cada página, o aquí mismo:
        </p>
        <p>
          <button
            type="button"
            onClick={openCookiePreferences}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-control border border-line bg-surface px-4 py-2 font-semibold text-ink hover:border-accent-300 hover:bg-accent-50"
          >
            Gestionar cookies
          </button>
        </p>
      </>
    ),
  },
];

const TERMS: readonly Clause[] = [
  {
    id: 'objeto',
    title: 'Objeto',
    body: (
      <p>
        Estos términos regulan el uso de {PRODUCT}, un mercado en el que anunciantes y agencias contratan acciones
        publicitarias en podcasts y videopodcasts, y en el que los podcasters reciben y aceptan esas propuestas. Al
        crear una cuenta los aceptas.
      </p>
    ),
  },
  {
    id: 'cuenta',
    title: 'Tu cuenta',
    body: (
      <p>
        Los datos que nos das deben ser ciertos y tu contraseña, solo tuya. Eres responsable de lo que se haga con tu
        cuenta. Quien da de alta un podcast declara que es su titular o que está autorizado para gestionarlo; puede
        delegar su gestión en un representante, que actuará en su nombre.
      </p>
    ),
  },
  {
    id: 'campanas',
    title: 'Campañas y propuestas',
    body: (
      <ul className="list-disc space-y-2 pl-5">
        <li>
          El presupuesto mínimo de una campaña es de {formatEuros(MIN_BUDGET_CENTS)}. Los precios se muestran en euros,
          sin impuestos.
        </li>
        <li>
          Cada propuesta indica los podcasts, las acciones y su coste, y nunca supera el presupuesto de la campaña.
        </li>
        <li>
          Que un podcaster acepte una propuesta solo indica su disposición: la contratación se produce cuando el
          anunciante confirma los podcasts que elige y paga la orden de pago que le enviamos por correo.
        </li>
        <li>El anunciante puede pausar una campaña indicando el motivo; la reanudación se tramita a petición suya.</li>
      </ul>
    ),
  },
  {
    id: 'comision',
    title: 'Comisión y pagos',
    body: (
      <p>
        {PRODUCT} retiene una comisión del {COMMISSION_LABEL} del coste de cada acción. El podcaster recibe el resto por
        transferencia en el pago semanal, con una autofactura que {PRODUCT} expide en su nombre, por cada acción emitida
        cuyo plazo de revisión ({PAYOUT_HOLD_DAYS} días desde que se registra) haya pasado sin reclamación del
        anunciante. El anunciante paga por transferencia la factura que recibe al confirmar la compra; si reclama una
        acción, el equipo decide si se paga al podcaster o se le devuelve, con su factura rectificativa.
      </p>
    ),
  },
  {
    id: 'obligaciones',
    title: 'Compromisos de los podcasters',
    body: (
      <p>
        El podcaster emite las acciones confirmadas en las fechas que planifica, enlaza cada episodio indicando el
        minuto en que aparece la acción y reporta sus escuchas con veracidad a los {listReportDays()} días de
        publicarlo. Puede bloquear las fechas en las que no esté disponible.
      </p>
    ),
  },
  {
    id: 'contenidos',
    title: 'Contenidos',
    body: (
      <p>
        Cada anunciante responde de que su marca, su producto y su briefing cumplen la ley, en especial la normativa de
        publicidad. Cada podcaster responde de sus contenidos. Los materiales que compartís en una campaña solo pueden
        usarse para esa campaña.
      </p>
    ),
  },
  {
    id: 'responsabilidad',
    title: 'Responsabilidad',
    body: (
      <p>
        {PRODUCT} pone en contacto a las partes y gestiona la campaña, pero no es autor de los episodios ni mide por sí
        mismo las escuchas, que declara cada podcaster. Haremos lo posible por que el servicio esté disponible, sin
        garantizar que nunca se interrumpa.
      </p>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios y ley aplicable',
    body: (
      <p>
        Si cambiamos estos términos, te avisaremos antes de que se apliquen. Se rigen por la ley española; para
        cualquier conflicto, los juzgados y tribunales de <ToComplete>[ciudad]</ToComplete>, salvo que la ley te
        reconozca otro fuero como consumidor.
      </p>
    ),
  },
];

const PARTS = [
  { id: 'privacidad', title: 'Política de privacidad', clauses: PRIVACY },
  { id: 'terminos', title: 'Términos legales', clauses: TERMS },
] as const;

/** SPEC §2 `/legal`: the privacy policy and the legal terms, both with the product name. */
export function LegalPage() {
  useDocumentTitle('Privacidad y términos legales');
  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{LEGAL_HEADING}</h1>
      <p className="mt-3 text-lg text-ink-muted">
        Cómo trata {PRODUCT} tus datos y las condiciones de uso del servicio.
      </p>

      <div role="note" className="mt-6 rounded-card border border-accent-300 bg-accent-50 p-4">
        <p className="font-semibold text-accent-900">Texto orientativo pendiente de revisión legal</p>
        <p className="mt-1 text-sm text-ink">
          Esta página es una plantilla: un abogado debe revisarla antes de publicarla, y los datos{' '}
          <ToComplete>[entre corchetes]</ToComplete> están por completar.
        </p>
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-labelledby="indice-titulo" className="lg:sticky lg:top-6 lg:self-start">
          <h2 id="indice-titulo" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            En esta página
          </h2>
          <ol className="mt-3 space-y-4 text-sm">
            {PARTS.map((part) => (
              <li key={part.id}>
                <a href={`#${part.id}`} className={inlineLinkClass}>
                  {part.title}
                </a>
                <ol className="mt-2 space-y-1.5 border-l border-line pl-3">
                  {part.clauses.map((clause) => (
                    <li key={clause.id}>
                      <a
                        href={`#${part.id}-${clause.id}`}
                        className="rounded-control text-ink-muted underline-offset-4 hover:text-ink hover:underline"
                      >
                        {clause.title}
                      </a>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        </nav>

        <div className="min-w-0 space-y-14">
          {PARTS.map((part) => (
            <section key={part.id} id={part.id} aria-labelledby={`${part.id}-titulo`} className="scroll-mt-6">
              <h2 id={`${part.id}-titulo`} className="text-2xl font-bold tracking-tight sm:text-3xl">
                {part.title}
              </h2>
              {part.clauses.map((clause) => (
                <div key={clause.id} className="mt-8">
                  <h3 id={`${part.id}-${clause.id}`} className="scroll-mt-6 text-xl font-semibold">
                    {clause.title}
                  </h3>
                  <div className="mt-3 max-w-3xl space-y-3 leading-relaxed">{clause.body}</div>
                </div>
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
