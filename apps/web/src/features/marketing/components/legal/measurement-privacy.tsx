/**
 * Issue 21, DOMAIN.md "Measurement": what the «prefijo de analítica» learns of a listener, for the
 * privacy policy. Kept apart from legal-page.tsx, which is long already. Under legal/, so the build
 * keeps it out of the landing pages' marketing chunk (apps/web/vite.config.ts).
 */
export function MeasurementPrivacy({ product }: { product: string }) {
  return (
    <>
      <p>
        Si un podcaster pone el prefijo de analítica de {product} en su plataforma de alojamiento, cada vez que una app
        descarga un episodio pasa un instante por nuestra dirección, que la redirige al audio de siempre: así contamos
        las descargas, sin tocar el audio.
      </p>
      <p>
        <strong>Nunca guardamos tu dirección IP.</strong> Para contar una sola descarga por dispositivo (dirección y
        app), episodio y día, guardamos solo una huella de la dirección IP y el navegador o la app, calculada con una
        clave que cambia cada día y que borramos en los dos días siguientes; después, esa huella ya no puede
        relacionarse con ninguna dirección. El agente de usuario (el nombre de la app o el navegador) se usa para
        descartar robots y para saber desde qué app se escucha. El podcaster y sus anunciantes solo ven cifras totales.
      </p>
    </>
  );
}
