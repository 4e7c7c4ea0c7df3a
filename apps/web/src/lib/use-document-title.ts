import { useEffect } from 'react';
import { DEFAULT_PRODUCT_NAME } from '@patrocina/domain/constants';

/**
 * Sets the tab title for a page. An effect rather than React 19's hoisted <title>, which would sit
 * beside the one in index.html and lose to it in document.title.
 */
export function useDocumentTitle(pageTitle: string | null): void {
  useEffect(() => {
    document.title = pageTitle
      ? `${pageTitle} · ${DEFAULT_PRODUCT_NAME}`
      : `${DEFAULT_PRODUCT_NAME} — Publicidad en podcasts`;
  }, [pageTitle]);
}
