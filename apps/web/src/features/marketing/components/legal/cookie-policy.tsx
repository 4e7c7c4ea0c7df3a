import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  SESSION_COOKIE,
  SESSION_IDLE_DAYS,
  SESSION_LIFETIME_DAYS,
} from '@patrocina/domain/constants';
import { buttonClass } from '@/components/button';
import { CONSENT_CATEGORIES, CONSENT_STORAGE_KEY, openCookiePreferences } from '@/lib/consent';
import { CONSENT_LABELS } from '@/lib/consent-labels';
import { inlineLinkClass } from '../link-styles';
import { useLegalFacts, type Clause } from './legal-facts';

interface StoredItem {
  name: string;
  purpose: string;
  duration: string;
}

/**
 * What the server sets (plugins/session.ts, modules/auth/social-routes.ts) and the one the web app sets
 * for the server to read (lib/consent.ts): first-party, strictly necessary.
 */
const COOKIES: readonly StoredItem[] = [
  {
    name: SESSION_COOKIE,
    purpose: 'Mantiene tu sesión iniciada. Solo la lee nuestro servidor: el navegador no puede acceder a ella.',
    duration: `hasta ${SESSION_LIFETIME_DAYS} días, o hasta que cierres sesión; deja de valer tras ${SESSION_IDLE_DAYS} días sin usarla.`,
  },
  {
    name: CONSENT_COOKIE,
    purpose:
      'Le dice a nuestro servidor que ya elegiste sobre las cookies, para no enseñarte el aviso otra vez al abrir la web. No guarda tu elección: esa queda en tu navegador.',
    duration: `${CONSENT_COOKIE_DAYS} días; se renueva en cada visita.`,
  },
  {
    name: 'patrocina_login_nonce',
    purpose: 'Solo al entrar con Google, Apple o Facebook: comprueba que el inicio de sesión lo pidió tu navegador.',
    duration: '10 minutos.',
  },
  {
    name: 'patrocina_social_link',
    purpose:
      'Solo al unir una red social a una cuenta que ya tenías: recuerda la unión mientras escribes tu contraseña.',
    duration: '10 minutos.',
  },
];

/** What the web app keeps in the browser (localStorage, IndexedDB): necessary for what you ask it to do. */
const LOCAL: readonly StoredItem[] = [
  { name: CONSENT_STORAGE_KEY, purpose: 'Tu elección sobre las cookies.', duration: 'hasta que la cambies.' },
  {
    name: 'patrocina.loginProvider, patrocina.methodType',
    purpose: 'Cómo entraste la última vez, para ofrecértelo primero.',
    duration: 'hasta que borres los datos del navegador.',
  },
  {
    name: 'patrocina.campaignDraft, patrocina.campaignDraftFiles',
    purpose: 'La campaña que estás escribiendo y sus archivos, para que no la pierdas si cierras la página.',
    duration: 'hasta que la envíes o la descartes.',
  },
  {
    name: 'patrocina.afterVerify',
    purpose: 'La página a la que ibas al registrarte, para llevarte allí al confirmar tu correo.',
    duration: 'se borra al usarla.',
  },
  {
    name: 'patrocina.podcast-slider',
    purpose: 'Una copia de los podcasts destacados de la portada, para mostrarlos antes.',
    duration: 'se renueva cuando se queda antigua.',
  },
];

/** sessionStorage: gone when the tab closes. */
const SESSION: readonly StoredItem[] = [
  {
    name: 'patrocina.signupEmail, patrocina.pendingAgency, patrocina.verifyReminderShown',
    purpose: 'Los pasos del registro: tu correo, si eres una agencia y si ya te recordamos confirmar el correo.',
    duration: 'hasta que cierres la pestaña.',
  },
  {
    name: 'patrocina.scroll',
    purpose: 'Por dónde ibas leyendo cada página, para volver ahí al ir atrás.',
    duration: 'hasta que cierres la pestaña.',
  },
  {
    name: 'patrocina:chunk-reload-at',
    purpose: 'Evita recargar la página una y otra vez tras una actualización de la web.',
    duration: 'hasta que cierres la pestaña.',
  },
];

function StoredList({ items, label }: { items: readonly StoredItem[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-3">
      {items.map((item) => (
        <li key={item.name} className="rounded-card border border-line bg-surface p-4">
          <p>
            <code className="text-sm font-semibold break-all">{item.name}</code>
          </p>
          <p className="mt-1">{item.purpose}</p>
          <p className="mt-1 text-sm text-ink-muted">Duración: {item.duration}</p>
        </li>
      ))}
    </ul>
  );
}

const SOCIAL_SCRIPTS = {
  google: { name: 'Google', policy: 'https://policies.google.com/technologies/cookies?hl=es' },
  apple: { name: 'Apple', policy: 'https://www.apple.com/es/legal/privacy/es/' },
  facebook: { name: 'Meta (Facebook)', policy: 'https://www.facebook.com/privacy/policies/cookies/' },
} as const;

function SocialScripts() {
  const info = useLegalFacts();
  if (!info) return null;
  if (info.socialProviders.length === 0) {
    return <p>Ahora mismo no ofrecemos entrar con ninguna red social, así que esta categoría no carga nada.</p>;
  }
  return (
    <p>
      Con «Redes sociales» cargamos los botones para entrar con{' '}
      {info.socialProviders.map((provider, index) => (
        <span key={provider}>
          {index > 0 ? (index === info.socialProviders.length - 1 ? ' y ' : ', ') : null}
          <a
            href={SOCIAL_SCRIPTS[provider].policy}
            className={inlineLinkClass}
            rel="noopener noreferrer"
            target="_blank"
          >
            {SOCIAL_SCRIPTS[provider].name}
            <span className="sr-only"> (su política de cookies, se abre en una pestaña nueva)</span>
          </a>
        </span>
      ))}
      , que pueden poner sus propias cookies según sus políticas. Sin esta categoría, esos botones no se cargan.
    </p>
  );
}

export const COOKIE_POLICY: readonly Clause[] = [
  {
    id: 'que-son',
    title: 'Qué son y cuáles usamos',
    body: (
      <p>
        Las cookies y el almacenamiento del navegador guardan pequeños datos en tu dispositivo. Usamos los necesarios
        para que la web funcione, que no requieren tu consentimiento (art. 22.2 de la LSSI-CE), y solo con tu permiso
        los opcionales. No usamos cookies para hacerte publicidad.
      </p>
    ),
  },
  {
    id: 'necesarias',
    title: 'Cookies necesarias',
    body: <StoredList items={COOKIES} label="Cookies necesarias" />,
  },
  {
    id: 'navegador',
    title: 'Datos guardados en tu navegador',
    body: (
      <>
        <p>
          La web también guarda en tu navegador estos datos, que no salen de él ni se nos envían. Sirven para lo que tú
          le pides, así que tampoco requieren consentimiento:
        </p>
        <StoredList items={LOCAL} label="Almacenamiento local" />
        <p>Y estos, solo mientras tengas abierta la pestaña:</p>
        <StoredList items={SESSION} label="Almacenamiento de la pestaña" />
      </>
    ),
  },
  {
    id: 'opcionales',
    title: 'Cookies opcionales',
    body: (
      <>
        <p>Solo si las aceptas, por categorías:</p>
        <ul className="list-disc space-y-2 pl-5">
          {CONSENT_CATEGORIES.map((category) => (
            <li key={category}>
              <strong>{CONSENT_LABELS[category].title}:</strong> {CONSENT_LABELS[category].description}
            </li>
          ))}
        </ul>
        <SocialScripts />
        <p>
          Hoy no usamos ninguna herramienta del resto de categorías, así que aceptarlas no instala ninguna cookie. Si
          añadimos alguna, la listaremos aquí, con su nombre, su finalidad y su duración, antes de activarla.
        </p>
      </>
    ),
  },
  {
    id: 'gestionar',
    title: 'Cómo aceptarlas, rechazarlas o cambiar de opinión',
    body: (
      <>
        <p>
          Mientras no hayas elegido, un aviso te lo pregunta en cada página. Si inicias sesión sin haber elegido,
          entendemos que las aceptas todas, como dice ese aviso. Puedes cambiar tu elección cuando quieras con
          «Gestionar cookies», al pie de cada página, o aquí mismo. También puedes borrar las cookies y los datos de la
          web desde la configuración de tu navegador.
        </p>
        <p>
          <button type="button" onClick={openCookiePreferences} className={buttonClass('secondary')}>
            Gestionar cookies
          </button>
        </p>
      </>
    ),
  },
];
