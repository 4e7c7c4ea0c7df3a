import { Link } from 'react-router';
import { DEFAULT_PRODUCT_NAME, SESSION_IDLE_DAYS } from '@patrocina/domain/constants';
import { inlineLinkClass } from '../link-styles';
import { listReportDays } from '../listen-reports';
import { MeasurementPrivacy } from './measurement-privacy';
import { Fact, FactRow, useLegalFacts, type Clause } from './legal-facts';

const PROVIDER_NAMES = { google: 'Google', apple: 'Apple', facebook: 'Meta (Facebook)' } as const;

function MailTo({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className={`${inlineLinkClass} break-all`}>
      {address}
    </a>
  );
}

function Controller() {
  const info = useLegalFacts();
  return (
    <>
      <p>
        El responsable de tus datos es <Fact value={(i) => i.company.legalName} />, con NIF{' '}
        <Fact value={(i) => i.company.taxId} /> y domicilio en <Fact value={(i) => i.company.address} />, titular de{' '}
        <Fact value={(i) => i.productName} />. Para cualquier cuestión sobre tus datos escríbenos a{' '}
        <Fact value={(i) => <MailTo address={i.company.email} />} />.
      </p>
      {info?.company.dpoEmail ? (
        <p>
          Hemos nombrado un delegado de protección de datos, con quien puedes hablar en{' '}
          <MailTo address={info.company.dpoEmail} />.
        </p>
      ) : null}
    </>
  );
}

/** RGPD art. 13.1.c and 13.2.a: each purpose with its legal basis and how long its data is kept. */
const PURPOSES = [
  {
    purpose: 'Crear y gestionar tu cuenta, y mantener tu sesión iniciada.',
    basis: 'ejecución del contrato (art. 6.1.b del RGPD).',
    period: 'mientras tengas la cuenta.',
  },
  {
    purpose:
      'Preparar propuestas: relacionar cada campaña con los podcasts cuya audiencia encaja con ella. El motor de sugerencias solo propone; las decisiones las toma una persona del equipo y, al final, tú.',
    basis: 'ejecución del contrato (art. 6.1.b).',
    period: 'mientras exista la campaña.',
  },
  {
    purpose:
      'Llevar a cabo las campañas: propuestas, respuestas, fechas, emisiones, escuchas, el workroom y los avisos por correo que las acompañan.',
    basis: 'ejecución del contrato (art. 6.1.b).',
    period: 'mientras exista la campaña para quienes participan en ella.',
  },
  {
    purpose: 'Facturar, cobrar a los anunciantes, pagar a los podcasters y llevar la contabilidad.',
    basis: 'ejecución del contrato y obligación legal (art. 6.1.b y 6.1.c): normativa fiscal y mercantil.',
    period: 'seis años desde el cierre del ejercicio (art. 30 del Código de Comercio), bloqueados para todo lo demás.',
  },
  {
    purpose: 'Proteger el servicio: limitar intentos de acceso, detectar abusos y registrar accesos denegados.',
    basis: 'interés legítimo en la seguridad del servicio y de sus usuarios (art. 6.1.f).',
    period: 'el tiempo necesario para detectar y resolver cada incidencia.',
  },
  {
    purpose: 'Atender lo que nos escribas por el formulario de contacto o por correo, y tus solicitudes de derechos.',
    basis: 'tu solicitud y, en los derechos, obligación legal (art. 6.1.b y 6.1.c).',
    period: 'el tiempo necesario para responderte y acreditar que lo hicimos.',
  },
  {
    purpose: 'Enviarte nuestro boletín, si lo pides, y usar las cookies opcionales que aceptes.',
    basis: 'tu consentimiento (art. 6.1.a), que puedes retirar cuando quieras.',
    period: 'hasta que retires el consentimiento.',
  },
] as const;

function Recipients() {
  const info = useLegalFacts();
  const social = info?.socialProviders.map((provider) => PROVIDER_NAMES[provider]) ?? [];
  return (
    <>
      <p>No vendemos tus datos. Los ven o los reciben solo estas personas y entidades:</p>
      <ul className="list-disc space-y-2 pl-5">
        <li>
          <strong>Quienes participan en tu campaña:</strong> el anunciante, el podcaster (o su representante) y el
          gestor de campaña ven lo que necesitan para llevarla a cabo. La hoja de patrocinio de un podcast es pública.
        </li>
        <li>
          <strong>Nuestros proveedores</strong>, que tratan los datos por cuenta nuestra, con contrato de encargo (art.
          28 del RGPD) y solo siguiendo nuestras instrucciones: el alojamiento de los servidores, la base de datos y los
          archivos, y el envío de correo electrónico.
        </li>
        <li>
          <strong>Nuestro banco</strong>, que recibe tus transferencias y emite los pagos a los podcasters, y la{' '}
          <strong>Agencia Tributaria</strong>, que recibe los registros de facturación que exige la ley (VERI*FACTU).
        </li>
        <li>
          <strong>La plataforma de alojamiento de podcasts</strong>, solo si vinculas con ella tu cuenta.
        </li>
        {social.length > 0 ? (
          <li>
            <strong>{social.join(', ')}</strong>, solo si entras con tu cuenta de ese servicio y has aceptado las
            cookies de redes sociales.
          </li>
        ) : null}
        <li>Las autoridades y los juzgados, cuando la ley nos obligue.</li>
      </ul>
    </>
  );
}

function Transfers() {
  const info = useLegalFacts();
  const social = info?.socialProviders.map((provider) => PROVIDER_NAMES[provider]) ?? [];
  return (
    <p>
      Elegimos proveedores que guardan los datos en el Espacio Económico Europeo.
      {social.length > 0
        ? ` Si entras con ${social.join(', ')}, ese servicio, con sede en Estados Unidos, recibe los datos de tu inicio de sesión; la transferencia se ampara en el Marco de Privacidad de Datos UE-EE. UU. (decisión de adecuación de la Comisión Europea) o, en su defecto, en cláusulas contractuales tipo.`
        : ' Si algún proveedor llegara a tratar datos fuera de él, lo haría solo con las garantías del capítulo V del RGPD (una decisión de adecuación o cláusulas contractuales tipo), y lo diríamos aquí.'}
    </p>
  );
}

export const PRIVACY_POLICY: readonly Clause[] = [
  { id: 'responsable', title: 'Responsable del tratamiento', body: <Controller /> },
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
          <strong>Facturación:</strong> razón social o nombre, NIF, domicilio fiscal, IBAN y situación de IVA e IRPF.
        </li>
        <li>
          <strong>Campañas:</strong> marca, producto, briefing, público al que quieres llegar, presupuesto, fechas,
          acciones y las propuestas, respuestas y pagos asociados.
        </li>
        <li>
          <strong>Podcasts:</strong> la hoja de patrocinio, los episodios enlazados, las fechas bloqueadas, los
          representantes y, si vinculas tu cuenta, los datos de la plataforma de alojamiento.
        </li>
        <li>
          <strong>Escuchas:</strong> las cifras que cada podcaster reporta a los {listReportDays()} días de publicar un
          episodio, y las descargas que cuenta el prefijo de analítica (escuchas verificadas).
        </li>
        <li>
          <strong>Comunicaciones:</strong> los mensajes del workroom y sus adjuntos, los formularios de contacto y los
          correos que te enviamos.
        </li>
        <li>
          <strong>Navegación:</strong> los datos técnicos necesarios para que el servicio funcione y, solo si lo
          aceptas, los de las cookies opcionales.
        </li>
      </ul>
    ),
  },
  { id: 'medicion', title: 'Medición de escuchas', body: <MeasurementPrivacy product={DEFAULT_PRODUCT_NAME} /> },
  {
    id: 'finalidades',
    title: 'Para qué, con qué base legal y durante cuánto tiempo',
    body: (
      <ul className="space-y-3">
        {PURPOSES.map((item) => (
          <li key={item.purpose} className="rounded-card border border-line bg-surface p-4">
            <p>{item.purpose}</p>
            <dl className="mt-2 space-y-1 text-sm">
              <FactRow label="Base legal">{item.basis}</FactRow>
              <FactRow label="Plazo">{item.period}</FactRow>
            </dl>
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'conservacion',
    title: 'Cuánto tiempo guardamos cada dato',
    body: (
      <ul className="list-disc space-y-2 pl-5">
        <li>
          <strong>Tu cuenta:</strong> mientras la tengas. Si la eliminas desde Mi cuenta (se puede cuando no tienes
          campañas contratadas en marcha ni pagos pendientes), borramos al momento tu nombre, tu correo, tu teléfono, tu
          foto y tus datos de facturación, y cerramos tus sesiones. Lo que compartiste en una campaña sigue visible para
          los demás participantes, pero ya sin tus datos.
        </li>
        <li>
          <strong>Sesión:</strong> hasta que cierres sesión, o tras {SESSION_IDLE_DAYS} días sin usarla.
        </li>
        <li>
          <strong>Facturas y pagos:</strong> seis años desde el cierre del ejercicio, como exigen las normas fiscales y
          mercantiles, aunque elimines tu cuenta.
        </li>
        <li>
          <strong>Huella de una descarga:</strong> la clave con la que se calcula se borra en los dos días siguientes;
          solo quedan cifras totales, que no identifican a nadie.
        </li>
        <li>
          <strong>Tu elección de cookies:</strong> en tu navegador, hasta que la cambies o borres sus datos.
        </li>
      </ul>
    ),
  },
  { id: 'destinatarios', title: 'Con quién los compartimos', body: <Recipients /> },
  { id: 'transferencias', title: 'Transferencias internacionales', body: <Transfers /> },
  {
    id: 'derechos',
    title: 'Tus derechos',
    body: (
      <>
        <p>
          Puedes pedirnos <strong>acceso</strong> a tus datos, su <strong>rectificación</strong> o{' '}
          <strong>supresión</strong>, la <strong>limitación</strong> de su tratamiento, su <strong>portabilidad</strong>
          , oponerte (<strong>oposición</strong>) a los tratamientos basados en interés legítimo y retirar tu
          consentimiento cuando quieras. Escríbenos a <Fact value={(i) => <MailTo address={i.company.email} />} /> desde
          el correo de tu cuenta o indicando cuál es, y te responderemos en un mes como máximo. Muchos datos los puedes
          cambiar tú desde{' '}
          <Link to="/me" className={inlineLinkClass}>
            Mi cuenta
          </Link>
          , donde también puedes eliminarla.
        </p>
        <p>
          Si crees que no hemos tratado bien tus datos, puedes reclamar ante la{' '}
          <strong>Agencia Española de Protección de Datos</strong> (C/ Jorge Juan 6, 28001 Madrid;{' '}
          <a href="https://www.aepd.es" className={inlineLinkClass} rel="noopener noreferrer" target="_blank">
            www.aepd.es<span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
          ). Te agradeceremos que antes nos lo cuentes, por si podemos resolverlo.
        </p>
      </>
    ),
  },
  {
    id: 'menores',
    title: 'Menores',
    body: <p>El servicio es para mayores de edad: no crees una cuenta si tienes menos de 18 años.</p>,
  },
];
