import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { apiError, data } from '@/test/api-stub';
import { campaignOf, list, proposed, renderDashboard, stubDashboard, summary } from './dashboard-route.testing';
import { silenceToasts } from '@/test/toasts';

beforeEach(silenceToasts);

describe('/dashboard', () => {
  it('invites a user without campaigns to create the first one', async () => {
    stubDashboard({ 'GET /private/advertiser-or-manager-campaigns': list([]) });
    renderDashboard();

    expect(await screen.findByText('Aún no tienes campañas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear mi primera campaña' })).toHaveAttribute('href', '/campaigns/new');
  });

  it('offers an agency colleague with «Puede ver» the agency’s campaigns but no «Crear campaña»', async () => {
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([summary({ name: 'Otoño de la agencia' })]),
    });
    renderDashboard('/dashboard', true, undefined, false);

    expect(await screen.findByRole('article', { name: 'Otoño de la agencia' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Crear/ })).not.toBeInTheDocument();
  });

  it('shows each campaign’s budget first and large, the figure its card is about', async () => {
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([summary({ name: 'Cápsulas', budget: 12_500 })]),
    });
    renderDashboard();

    const card = await screen.findByRole('article', { name: 'Cápsulas' });
    const [firstLabel] = within(card).getAllByRole('term');
    const [firstFigure] = within(card).getAllByRole('definition');
    expect(firstLabel).toHaveTextContent('Presupuesto');
    expect(firstFigure).toHaveTextContent(/^12\.500\s€ sin impuestos$/);
    expect(firstFigure).toHaveClass('text-3xl', 'font-bold', 'tabular-nums');
    expect(within(card).getByText('Fechas').nextElementSibling).not.toHaveClass('text-3xl');
  });

  it('marks a campaign that waits for the owner’s e-mail «pendiente de confirmar tu correo», and only that one', async () => {
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([
        summary({ name: 'Cuña pendiente', awaitingEmailConfirmation: true }),
        summary({ name: 'Cápsulas' }),
      ]),
    });
    renderDashboard();

    const held = await screen.findByRole('article', { name: 'Cuña pendiente' });
    expect(within(held).getByText('Pendiente de confirmar tu correo')).toBeInTheDocument();
    expect(within(held).getByText(/^Está pendiente de confirmar tu correo: abre el enlace/)).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Cápsulas' });
    expect(within(other).queryByText(/pendiente de confirmar tu correo/i)).not.toBeInTheDocument();
  });

  it('splits the campaigns into tabs with their counts, the label and the text for the advertiser, in euros and Spanish dates', async () => {
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([
        summary({
          id: '00000000-0000-4000-8000-00000000aaaa',
          name: 'Tueste de invierno',
          substatus: 'PENDING_ACCEPT',
          isDeletable: false,
        }),
        summary({ name: 'Cápsulas', substatus: 'PENDING_REVIEW' }),
        summary({ name: 'Maratón', status: 'IN_PROGRESS', substatus: 'IN_PROGRESS', isDeletable: false }),
      ]),
    });
    const { user } = renderDashboard();

    const configuring = await screen.findByRole('tab', { name: /Configurando/ });
    expect(configuring).toHaveAttribute('aria-selected', 'true');
    expect(configuring).toHaveTextContent('2');
    expect(screen.getByRole('tab', { name: /En curso/ })).toHaveTextContent('1');
    expect(screen.getByRole('tab', { name: /Finalizadas/ })).toHaveTextContent('0');

    const card = screen.getByRole('article', { name: 'Tueste de invierno' });
    expect(within(card).getByText('Revisa tu propuesta')).toBeInTheDocument();
    expect(within(card).getByText(/Revisa la propuesta, elige los podcasts/)).toBeInTheDocument();
    expect(within(card).getByText('Del 1 de diciembre de 2026 al 15 de enero de 2027')).toBeInTheDocument();
    expect(card).toHaveTextContent(/1\.500\s€ sin impuestos/);
    // The proposal is a page of its own (issue 18).
    expect(within(card).getByRole('link', { name: 'Revisar la propuesta' })).toHaveAttribute(
      'href',
      '/campaigns/00000000-0000-4000-8000-00000000aaaa/proposal',
    );
    // Configuring: no eye, and no delete once the proposal is out.
    expect(within(card).queryByRole('button', { name: /Ver los detalles/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Borrar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Maratón' })).not.toBeInTheDocument();

    configuring.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /En curso/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=en-curso');
    expect(screen.getByRole('article', { name: 'Maratón' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Finalizadas/ }));
    expect(screen.getByText('Aún no ha terminado ninguna campaña')).toBeInTheDocument();
  });

  it('opens the details of a running campaign with the brief read-only', async () => {
    const running = summary({ name: 'Maratón', status: 'IN_PROGRESS', substatus: 'IN_PROGRESS', isDeletable: false });
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([running]),
      [`GET /private/campaigns/${running.id}`]: data(
        campaignOf(running, {
          proposal: {
            podcasts: [
              proposed('Modo Cooperativo', { picked: true, cost: 900 }),
              proposed('La Consulta Abierta', { picked: false, cost: 400, status: 'EXPIRED' }),
            ],
            preroll: null,
            total: 900,
            publishedAt: '2026-11-10T10:00:00.000Z',
          },
        }),
      ),
    });
    const { user } = renderDashboard('/dashboard?tab=en-curso');

    await user.click(await screen.findByRole('button', { name: 'Ver los detalles de Maratón' }));
    const dialog = await screen.findByRole('dialog', { name: 'Café Lumbre: Maratón' });
    expect(await within(dialog).findByText('Habla de nuestro café en la salida.')).toBeInTheDocument();
    expect(within(dialog).getByText('Deportista')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    // Once chosen, only the picked podcasts, with their actions, cost and the total.
    expect(within(dialog).getByRole('heading', { name: 'Podcasts elegidos' })).toBeInTheDocument();
    expect(within(dialog).getByText('Modo Cooperativo')).toBeInTheDocument();
    expect(within(dialog).queryByText('La Consulta Abierta')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/2 menciones · 45\.000 escuchas a 30 días/)).toBeInTheDocument();
  });

  it('pauses only with a reason, and asks to resume after a confirmation', async () => {
    const active = summary({ name: 'Tueste', substatus: 'PENDING_RESPONSE', isDeletable: false });
    const paused = summary({ name: 'Cápsulas', paused: true });
    const api = stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([active, paused]),
      [`PUT /private/campaigns/${active.id}/pause`]: data(
        campaignOf(active, { paused: true, pauseReason: 'corto: cambiamos de producto' }),
      ),
      [`PUT /private/campaigns/${paused.id}/pause`]: apiError(
        409,
        'CONFLICT',
        'Ya has pedido reanudar esta campaña: te avisaremos por correo cuando esté hecho.',
      ),
    });
    const { user, onChanged } = renderDashboard();

    await user.click(
      within(await screen.findByRole('article', { name: 'Tueste' })).getByRole('button', { name: 'Pausar' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pausar «Tueste»' });
    await user.type(within(dialog).getByLabelText('¿Por qué quieres pausarla?'), 'corto');
    await user.click(within(dialog).getByRole('button', { name: 'Pausar campaña' }));
    expect((await within(dialog).findAllByText('Cuéntanos el motivo (al menos 10 caracteres)')).length).toBeGreaterThan(
      0,
    );
    expect(api.callsTo(`PUT /private/campaigns/${active.id}/pause`)).toHaveLength(0);

    // The errors modal opens over the pause dialog; Escape closes only the top one.
    await screen.findByRole('alertdialog', { name: 'Revisa el formulario' });
    await user.keyboard('{Escape}');
    await user.type(within(dialog).getByLabelText('¿Por qué quieres pausarla?'), ': cambiamos de producto');
    await user.click(within(dialog).getByRole('button', { name: 'Pausar campaña' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pausar «Tueste»' })).not.toBeInTheDocument());
    expect(api.callsTo(`PUT /private/campaigns/${active.id}/pause`)[0]!.body).toEqual({
      paused: true,
      reason: 'corto: cambiamos de producto',
    });
    expect(onChanged).toHaveBeenCalled();

    await user.click(
      within(screen.getByRole('article', { name: 'Cápsulas' })).getByRole('button', { name: 'Pedir reanudar' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: '¿Pedir que reanudemos la campaña?' });
    await user.click(within(confirm).getByRole('button', { name: 'Pedir reanudar' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Ya has pedido reanudar esta campaña: te avisaremos por correo cuando esté hecho.',
      ),
    );
    expect(api.callsTo(`PUT /private/campaigns/${paused.id}/pause`)[0]!.body).toEqual({ paused: false });
  });

  it('deletes a campaign only after the confirmation, and Cancelar keeps it', async () => {
    const draft = summary({ name: 'Tueste' });
    const api = stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([draft]),
      [`DELETE /private/campaigns/${draft.id}`]: data(null),
    });
    const { user } = renderDashboard();

    await user.click(
      within(await screen.findByRole('article', { name: 'Tueste' })).getByRole('button', { name: 'Borrar' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '¿Borrar la campaña?' })).getByRole('button', {
        name: 'Cancelar',
      }),
    );
    expect(api.callsTo(`DELETE /private/campaigns/${draft.id}`)).toHaveLength(0);

    await user.click(within(screen.getByRole('article', { name: 'Tueste' })).getByRole('button', { name: 'Borrar' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '¿Borrar la campaña?' })).getByRole('button', {
        name: 'Borrar campaña',
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Campaña borrada'));
    expect(api.callsTo(`DELETE /private/campaigns/${draft.id}`)).toHaveLength(1);
  });

  it('lets an agency filter by brand, the counts following the filter', async () => {
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([
        summary({ brand: 'Café Lumbre', name: 'Tueste' }),
        summary({ brand: 'Zapatillas Brío', name: 'Maratón' }),
        summary({
          brand: 'Zapatillas Brío',
          name: 'Trail',
          status: 'FINISHED',
          substatus: 'FINISHED',
          isDeletable: false,
        }),
      ]),
    });
    const { user } = renderDashboard('/dashboard', true);

    await user.selectOptions(await screen.findByLabelText('Marca'), 'Zapatillas Brío');
    expect(screen.queryByRole('article', { name: 'Tueste' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Maratón' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Configurando/ })).toHaveTextContent('1');
    expect(screen.getByRole('tab', { name: /Finalizadas/ })).toHaveTextContent('1');
    expect(screen.getByTestId('location')).toHaveTextContent('marca=Zapatillas');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': apiError(
        500,
        'INTERNAL',
        'Ha ocurrido un error. Inténtalo más tarde.',
      ),
    });
    renderDashboard();

    expect(await screen.findByText('No hemos podido cargar tus campañas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
