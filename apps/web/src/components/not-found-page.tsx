import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A page that only says what went wrong, with the way home: not found, or an error nobody handled. */
export function MessagePage({
  eyebrow,
  title,
  children,
  role,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  role?: 'alert';
}) {
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-16 sm:px-6 sm:py-24" role={role}>
      {eyebrow ? <p className="mb-2 text-sm font-semibold text-accent-700">{eyebrow}</p> : null}
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {children ? <p className="mt-4 text-ink-muted">{children}</p> : null}
      <Link
        to="/"
        className="mt-8 inline-flex rounded-control bg-accent px-5 py-3 font-semibold text-on-accent hover:bg-accent-800"
      >
        Volver al inicio
      </Link>
    </section>
  );
}

/** SPEC §2: 'page not found' and a way home. */
export function NotFoundPage() {
  useDocumentTitle('Página no encontrada');
  return (
    <MessagePage eyebrow="Error 404" title="Página no encontrada">
      La página que buscas no existe o ha cambiado de dirección.
    </MessagePage>
  );
}
