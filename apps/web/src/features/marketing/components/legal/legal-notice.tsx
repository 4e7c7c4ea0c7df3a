import { Link } from 'react-router';
import { inlineLinkClass } from '../link-styles';
import { Fact, FactRow, useLegalFacts, type Clause } from './legal-facts';

/** LSSI-CE art. 10: who runs the site, how to reach them, and where they are registered. */
function Holder() {
  const info = useLegalFacts();
  return (
    <>
      <p>
        En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio
        electrónico (LSSI-CE), estos son los datos de quien presta el servicio <Fact value={(i) => i.productName} />:
      </p>
      <dl className="space-y-2 rounded-card border border-line bg-surface p-4 sm:p-5">
        <FactRow label="Titular">
          <Fact value={(i) => i.company.legalName} />
        </FactRow>
        <FactRow label="NIF">
          <Fact value={(i) => i.company.taxId} />
        </FactRow>
        <FactRow label="Domicilio">
          <Fact value={(i) => i.company.address} />
        </FactRow>
        <FactRow label="Datos registrales">
          <Fact value={(i) => i.company.registry} />
        </FactRow>
        <FactRow label="Correo electrónico">
          <Fact
            value={(i) => (
              <a href={`mailto:${i.company.email}`} className={`${inlineLinkClass} break-all`}>
                {i.company.email}
              </a>
            )}
          />
        </FactRow>
        {info?.company.phone ? (
          <FactRow label="Teléfono">
            <a href={`tel:${info.company.phone.replace(/[^+0-9]/g, '')}`} className={inlineLinkClass}>
              {info.company.phone}
            </a>
          </FactRow>
        ) : null}
        <FactRow label="Sitio web">
          <Fact value={(i) => <span className="break-all">{i.website}</span>} />
        </FactRow>
      </dl>
      <p>
        También puedes escribirnos desde la página de{' '}
        <Link to="/contact" className={inlineLinkClass}>
          contacto
        </Link>
        .
      </p>
    </>
  );
}

export const LEGAL_NOTICE: readonly Clause[] = [
  { id: 'titular', title: 'Quién está detrás', body: <Holder /> },
  {
    id: 'uso',
    title: 'Uso de la web',
    body: (
      <p>
        Puedes navegar por la web sin registrarte. Para crear campañas, dar de alta un podcast o responder a una
        propuesta necesitas una cuenta, y entonces se aplican además las condiciones del servicio de esta misma página.
        Te pedimos que no uses la web para nada ilegal, que no intentes acceder a cuentas o datos ajenos ni entorpecer
        su funcionamiento, y que lo que publiques sea cierto y tengas derecho a publicarlo.
      </p>
    ),
  },
  {
    id: 'propiedad',
    title: 'Propiedad intelectual',
    body: (
      <p>
        El diseño, los textos, el código y la marca <Fact value={(i) => i.productName} /> pertenecen a{' '}
        <Fact value={(i) => i.company.legalName} /> o a quien nos ha dado permiso para usarlos. Los nombres, portadas y
        episodios de cada podcast son de sus autores, y las marcas, productos y materiales de cada campaña, de sus
        anunciantes: aquí se muestran solo para llevar a cabo el servicio.
      </p>
    ),
  },
  {
    id: 'enlaces',
    title: 'Enlaces y responsabilidad',
    body: (
      <p>
        Algunas páginas enlazan a webs de otros, como los feeds y las plataformas de alojamiento de los podcasts. No
        controlamos esas webs ni respondemos de su contenido; si nos avisas de que un enlace lleva a algo ilícito, lo
        retiraremos en cuanto lo comprobemos. Cuidamos la web para que funcione bien y sea segura, pero no podemos
        garantizar que nunca tenga interrupciones o errores.
      </p>
    ),
  },
];
