import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AgencyTeam } from '@patrocina/domain';
import { meQueryKey } from '@/features/auth';
import { closeModal, modalStore } from '@/lib/modal-store';
import { data, stubApi as stubHandlers } from '@/test/api-stub';
import { buildMe } from '@/test/fixtures';
import { createTestQueryClient } from '@/test/render';
import { renderApp, stubApi } from '../render-app';

beforeEach(() => closeModal());

async function findMainNav() {
  return screen.findByRole('navigation', { name: 'Principal' });
}

describe('header for a visitor', () => {
  it('offers Anunciantes, Podcasters, Entrar and Crear campaña', async () => {
    stubApi(null);
    renderApp('/');
    const nav = await findMainNav();

    expect(within(nav).getByRole('link', { name: 'Anunciantes' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Podcasters' })).toHaveAttribute('href', '/podcasters');
    expect(within(nav).getByRole('link', { name: 'Crear campaña' })).toHaveAttribute('href', '/campaigns/new');
    expect(within(nav).queryByRole('link', { name: /Dashboard/ })).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('button', { name: 'Entrar' }));
    expect(modalStore.get().name).toBe('login');
  });

  it('shows the same entries in the mobile menu', async () => {
    stubApi(null);
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Abrir menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Anunciantes', 'Podcasters', 'Catálogo', 'Entrar', 'Crear campaña']);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menú' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('dims the page behind the open mobile menu, and a tap on it closes the menu back on its button', async () => {
    stubApi(null);
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Abrir menú' });
    expect(screen.queryByTestId('mobile-menu-backdrop')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Menú' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('mobile-menu-backdrop'));

    expect(screen.queryByRole('navigation', { name: 'Menú' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('mobile-menu-backdrop')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('header for a logged-in user', () => {
  it('shows Dashboard and Workroom with their counts only above 0, and the user menu', async () => {
    stubApi(buildMe({ username: 'carmen', campaignActionStats: { pending: 3 }, messageStats: { unread: 0 } }));
    renderApp('/dashboard');
    const nav = await findMainNav();

    const dashboard = await within(nav).findByRole('link', { name: 'Dashboard, 3 acciones pendientes' });
    expect(dashboard).toHaveAttribute('aria-current', 'page');
    const workroom = within(nav).getByRole('link', { name: 'Workroom' });
    expect(workroom).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'carmen' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(within(nav).queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it('counts unread messages in the singular', async () => {
    stubApi(buildMe({ messageStats: { unread: 1 } }));
    renderApp('/workroom');
    const nav = await findMainNav();

    expect(await within(nav).findByRole('link', { name: 'Workroom, 1 mensaje sin leer' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('hides the counts, silently, when /users/me fails', async () => {
    stubApi('error');
    const queryClient = createTestQueryClient();
    // A user already known from an earlier answer; the refresh of the counts fails.
    queryClient.setQueryData(meQueryKey, buildMe({ campaignActionStats: { pending: 4 }, messageStats: { unread: 2 } }));
    await queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'none' });
    renderApp('/', queryClient);
    const nav = await findMainNav();

    await waitFor(() => expect(queryClient.getQueryState(meQueryKey)?.status).toBe('error'));
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Workroom' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the logged-in entries in the mobile menu', async () => {
    stubApi(buildMe());
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir menú' }));

    const menu = screen.getByRole('navigation', { name: 'Menú' });
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Workroom', 'Catálogo', 'Mi cuenta', 'Mis podcasts', 'Mis cobros', 'Cerrar sesión']);
  });
});

describe('user menu', () => {
  it('offers «Mi agencia» to whoever acts for an agency, a colleague too', async () => {
    stubApi(buildMe({ username: 'pablo', agencyRole: 'viewer' }));
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'pablo' }));
    const item = within(screen.getByRole('menu', { name: 'Tu cuenta' })).getByRole('menuitem', { name: 'Mi agencia' });
    expect(item).toHaveAttribute('href', '/me/agency');
  });

  it('drops «Mi agencia» once the colleague leaves the agency from it, and takes them to the dashboard', async () => {
    const colleagueId = '0b7f3c1e-1111-4a4a-8b8b-000000000002';
    let left = false;
    const team: AgencyTeam = {
      agency: { id: '0b7f3c1e-1111-4a4a-8b8b-000000000001', name: 'Agencia Onda Media' },
      role: 'viewer',
      members: [
        { userId: colleagueId, username: 'pablo', email: 'pablo@ejemplo.es', role: 'viewer', since: '2026-11-20' },
      ],
      invitations: [],
    };
    stubHandlers({
      'GET /private/users/me': () =>
        data(buildMe({ id: colleagueId, username: 'pablo', agencyRole: left ? null : 'viewer' }))(),
      'GET /private/agency/team': data(team),
      'GET /private/agency/brands': data({ brands: [], canManage: false }),
      [`DELETE /private/agency/members/${colleagueId}`]: () => {
        left = true;
        return data(null)();
      },
    });
    const { router } = renderApp('/me/agency');
    const menuItems = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'pablo' }));
      const names = within(screen.getByRole('menu', { name: 'Tu cuenta' }))
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      await userEvent.keyboard('{Escape}');
      return names;
    };
    expect(await menuItems()).toContain('Mi agencia');

    await userEvent.click(await screen.findByRole('button', { name: 'Salir de la agencia' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Salir de Agencia Onda Media?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salir de la agencia' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await menuItems()).not.toContain('Mi agencia');
  });

  it('works with the keyboard: opens on the first item, arrows move, Escape closes back on the button', async () => {
    stubApi(buildMe({ username: 'carmen' }));
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'carmen' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Tu cuenta' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Mi cuenta', 'Mis podcasts', 'Mis cobros', 'Cerrar sesión']);
    expect(items[0]).toHaveFocus();
    expect(items[0]).toHaveAttribute('href', '/me');
    expect(items[1]).toHaveAttribute('href', '/me/podcasts');
    expect(items[2]).toHaveAttribute('href', '/earnings');

    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[3]).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowUp}');
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Cerrar sesión' })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    stubApi(buildMe({ username: 'carmen' }));
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'carmen' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('logs out and goes home as a visitor', async () => {
    const { fetchMock } = stubApi(buildMe({ username: 'carmen' }));
    const { router } = renderApp('/me');
    await userEvent.click(await screen.findByRole('button', { name: 'carmen' }));

    await userEvent.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => typeof url === 'string' && url.endsWith('/authentication/logout') && init?.method === 'POST',
      ),
    ).toBe(true);
    const nav = await findMainNav();
    expect(await within(nav).findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'carmen' })).not.toBeInTheDocument();
    // Leaving a private page by logging out is no visit to a private page: no login modal.
    expect(modalStore.get().name).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
