import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { meQueryKey } from '@/features/auth';
import { resetConsentForTests } from '@/lib/consent';
import { closeModal, modalStore } from '@/lib/modal-store';
import { buildMe } from '@/test/fixtures';
import type { RouteObject } from 'react-router';
import { renderApp, stubApi } from './render-app';
import { routes } from './router';

beforeEach(() => {
  closeModal();
  resetConsentForTests();
});

describe('route table', () => {
  it('shows the advertisers landing at /', async () => {
    stubApi(null);
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Publicidad en podcasts, leída por sus presentadores' }),
    ).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Podcasters' })).toHaveAttribute('href', '/podcasters');
    expect(document.title).toBe('Patrocina — Publicidad en podcasts');
  });

  it.each(['/esto/no/existe', '/notFound404', '/no-hay-podcast-con-este-slug', '/Mayúsculas'])(
    'shows the not-found page with a way home at %s',
    async (path) => {
      stubApi(null);
      renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
      expect(document.title).toBe('Página no encontrada · Patrocina');
    },
  );

  it('serves My account at /me to a logged-in user', async () => {
    stubApi(buildMe());
    renderApp('/me');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(document.title).toBe('Mi cuenta · Patrocina');
  });

  it('serves the hired campaigns screen at /campaigns/hired to a logged-in user', async () => {
    stubApi(buildMe());
    renderApp('/campaigns/hired');

    expect(await screen.findByRole('heading', { level: 1, name: 'Campañas contratadas' })).toBeInTheDocument();
    expect(screen.queryByText(/llegará muy pronto/i)).not.toBeInTheDocument();
    expect(document.title).toBe('Campañas contratadas · Patrocina');
  });

  it.each([
    ['/contact', 'Contacto'],
    ['/theme', 'Guía de estilo'],
  ])('serves the public page %s to a visitor', async (path, title) => {
    stubApi(null);
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText(/llegará muy pronto/)).not.toBeInTheDocument();
    expect(modalStore.get().name).toBeNull();
  });

  it.each([
    ['/', 'default'],
    ['/check-email', 'no-header'],
    ['/login/impersonate', 'empty'],
  ])('shows the cookie notice on %s (%s layout) until a choice is saved', async (path) => {
    stubApi(null);
    renderApp(path);

    expect(await screen.findByRole('region', { name: 'Tu privacidad' })).toBeInTheDocument();
    // Once the lazy page is in: a loaded machine may still be mounting it otherwise.
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rechazar todas' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Tu privacidad' })).not.toBeInTheDocument());
  });

  it('lets a visitor start a campaign without logging in', async () => {
    stubApi(null);
    renderApp('/campaigns/new');

    expect(await screen.findByRole('heading', { level: 1, name: 'Crear campaña' })).toBeInTheDocument();
    expect(screen.queryByText('Inicia sesión para continuar')).not.toBeInTheDocument();
    expect(modalStore.get().name).toBeNull();
  });
});

describe('the route table in two chunks', () => {
  /** Every path the table lists, whole, as React Router would match it. */
  function pathsOf(table: readonly RouteObject[], prefix = ''): string[] {
    return table.flatMap((route) => {
      const path = route.index ? prefix || '/' : route.path ? `${prefix}/${route.path}` : prefix;
      return route.children
        ? pathsOf(route.children, route.path ? path : prefix)
        : route.path || route.index
          ? [path]
          : [];
    });
  }

  it('lists only the landing pages and the catch-alls in the main chunk', () => {
    expect(pathsOf(routes)).toEqual(['/', '/podcasts', '/podcasters', '/notFound404', '/:slug', '/*']);
  });

  it('finds a later page on a navigation from a landing page, and comes back', async () => {
    stubApi(null);
    const { router } = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Publicidad en podcasts, leída por sus presentadores' }),
    ).toBeInTheDocument();

    await act(() => router.navigate('/contact'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();
    await act(() => router.navigate('/check-email'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeInTheDocument();
    await act(() => router.navigate('/podcasters'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gana dinero con tu podcast, con anuncios que lees tú' }),
    ).toBeInTheDocument();
  });

  it('still shows the not-found page for an unknown address once the later pages are in', async () => {
    stubApi(null);
    const { router } = renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();

    await act(() => router.navigate('/esto/no/existe'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
  });
});

describe('private pages', () => {
  it('ask a visitor to log in, open the login modal and show the page once logged in', async () => {
    stubApi(null);
    const { queryClient } = renderApp('/workroom?tab=2');

    expect(await screen.findByText('Inicia sesión para continuar')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Workroom' })).toBeInTheDocument();
    expect(modalStore.get()).toEqual({ name: 'login', redirectTo: '/workroom?tab=2' });
    expect(screen.queryByText(/\/workroom/)).not.toBeInTheDocument();

    act(() => {
      queryClient.setQueryData(meQueryKey, buildMe());
    });

    expect(await screen.findByRole('group', { name: 'Mostrar' })).toBeInTheDocument();
    expect(screen.queryByText('Inicia sesión para continuar')).not.toBeInTheDocument();
  });

  it('show the page to a logged-in user', async () => {
    stubApi(buildMe());
    renderApp('/me');

    expect(await screen.findByRole('heading', { level: 2, name: 'Tu perfil' })).toBeInTheDocument();
    expect(modalStore.get().name).toBeNull();
  });
});

describe('/login', () => {
  it('shows the home page with the login modal open for a visitor, keeping a safe redirect', async () => {
    stubApi(null);
    renderApp('/login?redirect=%2Fworkroom');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Publicidad en podcasts, leída por sus presentadores' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(modalStore.get()).toEqual({ name: 'login', redirectTo: '/workroom' }));
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example'])(
    'ignores the unsafe redirect %s',
    async (target) => {
      stubApi(null);
      renderApp(`/login?redirect=${encodeURIComponent(target)}`);

      await waitFor(() => expect(modalStore.get().name).toBe('login'));
      expect(modalStore.get().redirectTo).toBeUndefined();
      expect(screen.queryByText(/evil/)).not.toBeInTheDocument();
    },
  );

  it('sends a logged-in user to the safe redirect, or home', async () => {
    stubApi(buildMe());
    const { router } = renderApp('/login?redirect=%2Fworkroom');
    await waitFor(() => expect(router.state.location.pathname).toBe('/workroom'));

    const other = renderApp('/login?redirect=https%3A%2F%2Fevil.example');
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/'));
    expect(other.router.state.location.search).toBe('');
  });

  it('follows a safe ?redirect= on any page once the visitor logs in', async () => {
    stubApi(null);
    const { router, queryClient } = renderApp('/podcasters?redirect=%2Fme');
    // The header offers Entrar once /users/me has said "visitor".
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();

    act(() => {
      queryClient.setQueryData(meQueryKey, buildMe());
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/me'));
  });
});
