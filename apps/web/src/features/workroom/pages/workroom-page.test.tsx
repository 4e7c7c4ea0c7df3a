import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type WorkroomThread } from '@patrocina/domain';
import { apiError, data, stubApi, type ApiCall } from '@/test/api-stub';
import { buildChatThread, buildWorkroomThread, CHAT_CAMPAIGN_ID, CHAT_PODCAST_ID } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { WorkroomPage } from './workroom-page';

const LIST = 'GET /private/campaigns/latests-messages';
const pageOf = (items: WorkroomThread[], total = items.length, page = 1) => ({ items, total, page, pageSize: 20 });
const params = (call: ApiCall) => Object.fromEntries(new URLSearchParams(call.search));

function renderWorkroom(path = '/workroom', isAgent = false) {
  const router = createMemoryRouter([{ path: '/workroom', element: <WorkroomPage isAgent={isAgent} /> }], {
    initialEntries: [path],
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

describe('the workroom', () => {
  it('lists each thread with campaign, podcast, the last message on one line, its date and unread count', async () => {
    stubApi({
      [LIST]: data(
        pageOf([
          buildWorkroomThread({ unread: 3 }),
          buildWorkroomThread({
            campaign: {
              id: '40000000-0000-4000-8000-000000000002',
              brand: 'Vinos Sierra',
              name: 'Vendimia',
              status: 'FINISHED',
            },
            podcast: {
              id: '50000000-0000-4000-8000-000000000002',
              title: 'Ecos del Pasado',
              imageUrl: null,
              status: 'FINISHED',
            },
            lastMessage: {
              body: 'Gracias,\n¡hasta la próxima!',
              createdAt: '2020-01-15T10:00:00.000Z',
              author: 'yo',
              fromMe: true,
              hasAttachment: false,
            },
          }),
        ]),
      ),
    });
    renderWorkroom();
    expect(await screen.findByRole('heading', { level: 1, name: 'Workroom' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('button', { name: /Café Lumbre · Lanzamiento|Vinos Sierra · Vendimia/ });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('La Mesa Camilla');
    expect(rows[0]).toHaveTextContent('cafelumbre: ¿Te va bien el martes?');
    expect(rows[0]).toHaveAccessibleName(/3 mensajes sin leer/);
    expect(rows[1]).toHaveTextContent('Tú: Gracias, ¡hasta la próxima!');
    expect(rows[1]).toHaveTextContent('15 de enero de 2020');
    expect(rows[1]).not.toHaveAccessibleName(/sin leer/);
  });

  it('asks for the sorting and filters it is given and keeps them in the URL', async () => {
    const api = stubApi({ [LIST]: data(pageOf([buildWorkroomThread()])) });
    const user = userEvent.setup();
    const { router } = renderWorkroom();
    await screen.findAllByRole('listitem');
    expect(params(api.callsTo(LIST)[0]!)).toEqual({ sort: 'date', show: 'all', state: 'all', page: '1' });

    await user.selectOptions(screen.getByLabelText('Ordenar'), 'Campaña (A-Z)');
    await user.click(
      within(screen.getByRole('group', { name: 'Mostrar' })).getByRole('button', { name: 'Pendientes' }),
    );
    await user.click(within(screen.getByRole('group', { name: 'Campañas' })).getByRole('button', { name: 'Activas' }));
    await waitFor(() =>
      expect(params(api.callsTo(LIST).at(-1)!)).toEqual({
        sort: 'campaign',
        show: 'pending',
        state: 'active',
        page: '1',
      }),
    );
    expect(router.state.location.search).toBe('?sort=campaign&show=pending&state=active');
    expect(
      within(screen.getByRole('group', { name: 'Mostrar' })).getByRole('button', { name: 'Pendientes' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('names each toggle group with a label on screen, not only for screen readers', async () => {
    stubApi({ [LIST]: data(pageOf([buildWorkroomThread()])) });
    renderWorkroom();
    await screen.findAllByRole('listitem');

    for (const [name, buttons] of [
      ['Mostrar', ['Todas', 'Pendientes']],
      ['Campañas', ['Todas', 'Activas']],
    ] as const) {
      const group = screen.getByRole('group', { name });
      // The name comes from text in the group itself, which sighted users read too.
      expect(group).not.toHaveAttribute('aria-label');
      expect(within(group).getByText(name)).toBeVisible();
      expect(
        within(group)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(buttons);
    }
  });

  it('uses the agents’ endpoint for a campaign manager, filtered to one campaign from the URL, with a chip to clear it', async () => {
    const api = stubApi({ 'GET /private/campaigns/latests-agent-messages': data(pageOf([buildWorkroomThread()])) });
    const user = userEvent.setup();
    const { router } = renderWorkroom(`/workroom?campaign=${CHAT_CAMPAIGN_ID}`, true);
    expect(await screen.findByText('Solo Café Lumbre · Lanzamiento')).toBeInTheDocument();
    expect(params(api.calls[0]!)).toMatchObject({ campaignId: CHAT_CAMPAIGN_ID });
    await user.click(screen.getByRole('button', { name: 'Ver las conversaciones de todas las campañas' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText(/^Solo /)).not.toBeInTheDocument();
  });

  it('says there are no conversations yet', async () => {
    stubApi({ [LIST]: data(pageOf([])) });
    renderWorkroom();
    expect(await screen.findByText(CHAT_MESSAGES.workroomEmpty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('says when the filters hide everything, and clears them', async () => {
    const api = stubApi({
      [LIST]: (call) =>
        data(pageOf(new URLSearchParams(call.search).get('show') === 'pending' ? [] : [buildWorkroomThread()]))(),
    });
    const user = userEvent.setup();
    const { router } = renderWorkroom('/workroom?show=pending&sort=campaign');
    expect(await screen.findByText('Ninguna conversación coincide con estos filtros.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(router.state.location.search).toBe('?sort=campaign');
    expect(api.calls).toHaveLength(2);
  });

  it('turns pages when there are more threads than fit on one', async () => {
    const api = stubApi({
      [LIST]: (call) =>
        data(pageOf([buildWorkroomThread()], 45, Number(new URLSearchParams(call.search).get('page'))))(),
    });
    const user = userEvent.setup();
    renderWorkroom();
    const pages = await screen.findByRole('navigation', { name: 'Paginación' });
    expect(within(pages).getByText('Página 1 de 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Siguiente' }));
    expect(await within(pages).findByText('Página 2 de 3')).toBeInTheDocument();
    expect(params(api.callsTo(LIST).at(-1)!)).toMatchObject({ page: '2' });
    await user.click(within(pages).getByRole('button', { name: 'Siguiente' }));
    expect(await within(pages).findByText('Página 3 de 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('hides the pagination when one page holds everything', async () => {
    stubApi({ [LIST]: data(pageOf([buildWorkroomThread()])) });
    renderWorkroom();
    await screen.findAllByRole('listitem');
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('offers to retry when the list cannot load', async () => {
    let fail = true;
    stubApi({ [LIST]: () => (fail ? apiError(500, 'INTERNAL', 'x')() : data(pageOf([buildWorkroomThread()]))()) });
    const user = userEvent.setup();
    renderWorkroom();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ha ocurrido un error. Inténtalo más tarde.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
  });

  it('opens the thread’s chat from its row', async () => {
    const thread = `/private/campaigns/${CHAT_CAMPAIGN_ID}/podcasts/${CHAT_PODCAST_ID}/messages`;
    stubApi({
      [LIST]: data(pageOf([buildWorkroomThread({ unread: 1 })])),
      [`GET ${thread}`]: data(buildChatThread()),
      [`PUT ${thread}/read`]: data({ unread: 0 }),
    });
    const user = userEvent.setup();
    renderWorkroom();
    await user.click(await screen.findByRole('button', { name: /Café Lumbre · Lanzamiento/ }));
    expect(await screen.findByRole('dialog', { name: 'Café Lumbre · Lanzamiento' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Tu mensaje')).toBeInTheDocument();
  });
});
