import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { GENERIC_ERROR } from '@patrocina/domain/generic-error';
import { reportClientError, shouldReportError } from '@/lib/api-client';
import { isChunkLoadError, reloadForStaleChunk } from '@/lib/chunk-reload';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NotFoundPage } from '@/components/not-found-page';

/** SPEC §2: any error other than not-found shows the generic message and a link home. */
export function RouteErrorPage() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(isNotFound ? 'Página no encontrada' : 'Error');

  useEffect(() => {
    if (isNotFound) return;
    if (isChunkLoadError(error) && reloadForStaleChunk()) return;
    if (!shouldReportError(error)) return;
    const report = error instanceof Error ? error : new Error(String(error));
    void reportClientError({ message: report.message, component: 'RouteErrorPage', stack: report.stack ?? '' });
  }, [error, isNotFound]);

  if (isNotFound) return <NotFoundPage />;

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-16 sm:px-6 sm:py-24" role="alert">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{GENERIC_ERROR}</h1>
      <Link
        to="/"
        className="mt-8 inline-flex rounded-control bg-accent px-5 py-3 font-semibold text-on-accent hover:bg-accent-800"
      >
        Volver al inicio
      </Link>
    </section>
  );
}
