import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { GENERIC_ERROR } from '@patrocina/domain/generic-error';
import { reportClientError, shouldReportError } from '@/lib/api-client';
import { isChunkLoadError, reloadForStaleChunk } from '@/lib/chunk-reload';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MessagePage, NotFoundPage } from '@/components/not-found-page';
import { useStaticNoticeHandoff } from '@/features/consent';

/** SPEC §2: any error other than not-found shows the generic message and a link home. */
export function RouteErrorPage() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(isNotFound ? 'Página no encontrada' : 'Error');
  // At the root there is no layout to replace index.html's static notice, whose buttons need the app.
  useStaticNoticeHandoff();

  useEffect(() => {
    if (isNotFound) return;
    if (isChunkLoadError(error) && reloadForStaleChunk()) return;
    if (!shouldReportError(error)) return;
    const report = error instanceof Error ? error : new Error(String(error));
    void reportClientError({ message: report.message, component: 'RouteErrorPage', stack: report.stack ?? '' });
  }, [error, isNotFound]);

  if (isNotFound) return <NotFoundPage />;

  return <MessagePage title={GENERIC_ERROR} role="alert" />;
}
