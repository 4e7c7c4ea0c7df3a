import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { buildMe, jsonResponse } from '@/test/fixtures';
import { createTestQueryClient, TestProviders } from '@/test/render';
import { useMe } from './get-me';

function wrapper({ children }: { children: ReactNode }) {
  return <TestProviders queryClient={createTestQueryClient()}>{children}</TestProviders>;
}

describe('useMe', () => {
  it('returns the signed-in user', async () => {
    const me = buildMe({ username: 'carmen', isAgency: true });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ data: me }))),
    );

    const { result } = renderHook(() => useMe(), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(me);
  });

  it('treats a 401 as a visitor who is not logged in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(jsonResponse({ error: { code: 'UNAUTHENTICATED', message: MESSAGES.unauthenticated } }, 401)),
      ),
    );

    const { result } = renderHook(() => useMe(), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('keeps other failures as errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.resolve(new Response('', { status: 503 }))),
    );

    const { result } = renderHook(() => useMe(), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 503, message: MESSAGES.genericError });
  });
});
