import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC §2: 'page not found' and a way home. */
export function NotFoundPage() {
  useDocumentTitle('Página no encontrada');
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
      <p className="text-sm font-semibold text-accent-700">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Página no encontrada</h1>
      <p className="mt-4 text-ink-muted">La página que buscas no existe o ha cambiado de dirección.</p>
      <Link
        to="/"
        className="mt-8 inline-flex rounded-control bg-accent px-5 py-3 font-semibold text-on-accent hover:bg-accent-800"
      >
        Volver al inicio
      </Link>
    </section>
  );
}
