import { Link } from 'react-router';
import { DEFAULT_PRODUCT_NAME } from '@patrocina/domain/constants';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CallsToAction } from './components/calls-to-action';
import { inlineLinkClass, containerClass } from './components/link-styles';
import { MarketingSection } from './components/section';
import { COMMISSION_LABEL } from './money';
import { Points } from './components/steps';

export const ABOUT_HEADING = `Sobre ${DEFAULT_PRODUCT_NAME}`;

const DIFFERENCES = [
  {
    title: 'Los podcasters deciden',
    text: 'Ninguna acción se emite sin que el podcaster la acepte. Puede rechazar una propuesta, pedir un precio mínimo o bloquear sus vacaciones.',
  },
  {
    title: 'Una comisión transparente',
    text: `Nos quedamos con el ${COMMISSION_LABEL} del coste de cada acción, y lo decimos en voz alta. El podcaster ve lo que va a cobrar antes de aceptar; el anunciante, lo que paga por cada acción.`,
  },
  {
    title: 'Anuncios leídos por sus presentadores',
    text: 'No insertamos cuñas genéricas: el presentador habla de la marca con su voz, dentro del episodio, ante su audiencia.',
  },
];

/** SPEC §2 `/about-us`: who we are, without invented figures. */
export function AboutUsPage() {
  useDocumentTitle('Sobre nosotros');
  return (
    <div>
      <section aria-labelledby="sobre-titulo" className="border-b border-line bg-accent-50">
        <div className={`${containerClass} py-14 sm:py-20`}>
          <h1 id="sobre-titulo" className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {ABOUT_HEADING}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-ink-muted sm:text-xl">
            {DEFAULT_PRODUCT_NAME} es un mercado de publicidad en podcasts y videopodcasts en español. Ponemos en
            contacto a marcas y agencias con los podcasters cuya audiencia encaja con ellas.
          </p>
        </div>
      </section>

      <MarketingSection id="mision" title="Nuestra misión">
        <div className="max-w-3xl space-y-4 text-lg">
          <p>
            Queremos que anunciarse en un podcast sea tan sencillo como en cualquier otro medio, sin perder lo que lo
            hace valioso: la confianza entre un presentador y quienes lo escuchan.
          </p>
          <p className="text-ink-muted">
            Para las marcas, eso significa una propuesta clara, con precios por acción y escuchas reportadas. Para los
            podcasters, una forma de vivir de su programa sin renunciar a decidir qué anuncian y cómo.
          </p>
          <p className="text-ink-muted">
            {DEFAULT_PRODUCT_NAME} funciona junto a una plataforma de alojamiento de podcasts, con la que puedes
            vincular tu cuenta; también puedes añadir cualquier podcast por su feed RSS.
          </p>
        </div>
      </MarketingSection>

      <MarketingSection id="diferencias" title="Qué nos hace distintos" tone="muted">
        <Points points={DIFFERENCES} boxed />
      </MarketingSection>

      <MarketingSection id="contacto" title="Hablemos">
        <p className="max-w-2xl text-lg text-ink-muted">
          ¿Tienes una marca, una agencia o un podcast? Empieza por aquí o{' '}
          <Link to="/contact" className={inlineLinkClass}>
            escríbenos
          </Link>
          .
        </p>
        <CallsToAction
          primary={{ to: '/campaigns/new', label: 'Crear campaña' }}
          secondary={{ to: '/podcasters', label: 'Soy podcaster' }}
          className="mt-6"
        />
      </MarketingSection>
    </div>
  );
}
