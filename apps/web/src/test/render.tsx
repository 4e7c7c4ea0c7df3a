import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AppProviders } from '@/app/providers';

/** A fresh cache per test and no retries, so a failing call fails at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export function renderWithProviders(ui: ReactElement, queryClient: QueryClient = createTestQueryClient()) {
  return { queryClient, ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>) };
}

/**
 * The app's providers around a test's tree. Features reach the app shell only through here: a feature
 * never imports app/.
 */
export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return <AppProviders queryClient={queryClient}>{children}</AppProviders>;
}
