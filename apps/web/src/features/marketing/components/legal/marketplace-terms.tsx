import { formatEuros } from '@/lib/format';
import { MIN_BUDGET_CENTS } from '../../facts';
import { listReportDays } from '../listen-reports';
import { Fact, type Clause } from './legal-facts';

/** PAYOUT_RUN_WEEKDAY: 1 = Monday … 7 = Sunday. */
const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;

const percent = (value: number) => `${value}\u00a0%`;

export const MARKETPLACE_TERMS: readonly Clause[] = [
  {
    id: 'objeto',
    title: 'Objeto',
    body: (
      <p>
        Estas condiciones regulan el uso de <Fact value={(i) => i.productName} />, un mercado en el que anunciantes y
        agencias contratan acciones publicitarias en podcasts y videopodcasts, y en el que los podcasters reciben y
        aceptan esas propuestas. Al crear una cuenta las aceptas. <Fact value={(i) => i.company.legalName} /> pone en
        contacto a las partes, gestiona la campaña y cobra y paga en nombre de ambas.
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
        delegar su gestión en un representante, que actuará en su nombre. Puedes eliminar tu cuenta desde Mi cuenta
        cuando no tengas campañas contratadas en marcha ni pagos pendientes de recibir.
      </p>
    ),
  },
  {
    id: 'campanas',
    title: 'Campañas y propuestas',
    body: (
      <ul className="list-disc space-y-2 pl-5">
        <li>
          El presupuesto mínimo de una campaña es de {formatEuros(MIN_BUDGET_CENTS)}. Cada propuesta indica los
          podcasts, las acciones y su coste, y nunca supera el presupuesto.
        </li>
        <li>
          Que un podcaster acepte una propuesta solo indica su disposición. Si la acepta pidiendo un mínimo, el precio
          para ese podcast sube lo justo para cubrirlo, y el anunciante decide si lo contrata a ese precio.
        </li>
        <li>
          La contratación se produce cuando el anunciante confirma los podcasts que elige. Los que no elige quedan
          libres.
        </li>
      </ul>
    ),
  },
  {
    id: 'precios',
    title: 'Precios, comisión e impuestos',
    body: (
      <p>
        Los precios se muestran en euros, sin impuestos; a lo que compra el anunciante se suma el IVA (
        <Fact value={(i) => percent(i.terms.vatPercent)} />, o inversión del sujeto pasivo si es una empresa de otro
        país de la Unión Europea con NIF-IVA válido). <Fact value={(i) => i.productName} /> cobra una comisión del{' '}
        <Fact value={(i) => percent(i.terms.commissionPercent)} /> del coste de cada acción, que se descuenta de lo que
        recibe el podcaster: el anunciante no paga nada aparte.
      </p>
    ),
  },
  {
    id: 'pagos',
    title: 'Cómo se paga',
    body: (
      <ul className="list-disc space-y-2 pl-5">
        <li>
          <strong>El anunciante</strong> recibe por correo, al confirmar la compra, la factura y la orden de pago con
          nuestra cuenta y la referencia, y paga por transferencia. Los podcasters planifican las fechas cuando
          recibimos el pago.
        </li>
        <li>
          <strong>El podcaster</strong> cobra cada acción emitida cuando han pasado{' '}
          <Fact value={(i) => i.terms.payoutHoldDays} /> días desde que la registra sin que el anunciante la reclame.
          Hasta entonces, el dinero queda retenido. Pagamos cada semana, los{' '}
          <Fact value={(i) => WEEKDAYS[i.terms.payoutWeekday - 1]} />, por transferencia, a quien tenga completos sus
          datos de facturación (incluido su consentimiento a la autofactura): emitimos en su nombre una autofactura con
          el IVA y la retención de IRPF que le correspondan.
        </li>
      </ul>
    ),
  },
  {
    id: 'cancelacion',
    title: 'Pausas y cancelaciones',
    body: (
      <ul className="list-disc space-y-2 pl-5">
        <li>
          El anunciante puede pausar una campaña indicando el motivo; la reanudación se tramita a petición suya y las
          fechas se vuelven a planificar.
        </li>
        <li>
          Mientras no se haya emitido ninguna acción, el anunciante puede pedirnos cancelar la compra: emitimos una
          factura rectificativa y le devolvemos por transferencia lo que haya pagado. Avisamos a los podcasters de que
          no deben emitirla.
        </li>
        <li>
          Si una campaña se cierra antes de tiempo, las acciones que no se llegaron a emitir se devuelven al anunciante
          con su factura rectificativa; las emitidas se pagan al podcaster como siempre.
        </li>
      </ul>
    ),
  },
  {
    id: 'reclamaciones',
    title: 'Reclamaciones y acciones de compensación',
    body: (
      <ul className="list-disc space-y-2 pl-5">
        <li>
          Durante esos <Fact value={(i) => i.terms.payoutHoldDays} /> días, el anunciante puede reclamar una acción
          emitida indicando el motivo. Su pago queda retenido hasta que el equipo lo revisa con las dos partes y decide
          si se paga al podcaster o se devuelve al anunciante, con su factura rectificativa.
        </li>
        <li>
          Si las escuchas de una acción a los 31 días no llegan al{' '}
          <Fact value={(i) => percent(i.terms.underDeliveryPercent)} /> del alcance estimado en la propuesta, el equipo
          puede acordar con el podcaster una acción de compensación, sin coste para el anunciante, o hacer un abono al
          anunciante con una factura rectificativa.
        </li>
      </ul>
    ),
  },
  {
    id: 'obligaciones',
    title: 'Compromisos de los podcasters',
    body: (
      <p>
        El podcaster emite las acciones contratadas en las fechas que planifica, dentro de las de la campaña. Si la
        acción la lee el presentador, envía antes el guion o una muestra grabada, que el anunciante aprueba o pide
        cambiar; si no responde en dos días laborables, se da por aprobada. Después enlaza cada episodio indicando el
        minuto en que aparece la acción y reporta sus escuchas con veracidad a los {listReportDays()} días de
        publicarlo.
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
        <Fact value={(i) => i.productName} /> no es autor de los episodios. Las escuchas las declara cada podcaster,
        salvo las escuchas verificadas que contamos con el prefijo de analítica. Haremos lo posible por que el servicio
        esté disponible, sin garantizar que nunca se interrumpa.
      </p>
    ),
  },
  {
    id: 'ley',
    title: 'Cambios, ley aplicable y tribunales',
    body: (
      <p>
        Si cambiamos estas condiciones, te avisaremos antes de que se apliquen. Se rigen por la ley española. Para
        cualquier conflicto son competentes los juzgados y tribunales de{' '}
        <Fact value={(i) => i.company.jurisdictionCity} />, salvo que seas consumidor: entonces, los de tu domicilio.
      </p>
    ),
  },
];
