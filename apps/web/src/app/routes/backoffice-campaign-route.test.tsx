import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { buildMe } from '@/test/fixtures';
import {
  ID,
  PODCAST_A,
  noActions,
  noRates,
  draftPodcast,
  backofficeCampaign,
  twoPodcasts,
  renderPage,
  agent,
  amount,
} from './backoffice-campaign-route.testing';
import { silenceToasts } from '@/test/toasts';

beforeEach(silenceToasts);

describe('the back office’s draft', () => {
  it('asks the matching engine for a first draft and shows why it chose each podcast', async () => {
    const chosen = draftPodcast(PODCAST_A, 'Modo Cooperativo', {
      counts: { ...noActions, mentions: 2 },
      advertiserRates: { ...noRates, mentions: 150 },
      cost: 300,
      reasons: ['Audiencia tech y geek', '12.000 escuchas a 30 días'],
    });
    const api = stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: (_call, count) =>
        data(backofficeCampaign('PENDING_REVIEW', count === 1 ? [] : [chosen]))(),
      [`POST /private/backoffice/campaigns/${ID}/proposal/run`]: data({}),
    });
    const user = userEvent.setup();
    renderPage(agent());

    expect(await screen.findByText('Aún no hay podcasts en la propuesta.')).toBeInTheDocument();
    // The team reads the state as theirs to act on, not the advertiser's «Preparando tu propuesta».
    expect(screen.getByRole('heading', { level: 2, name: 'Propuesta por preparar' })).toBeInTheDocument();
    expect(screen.queryByText('Preparando tu propuesta')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preparar el borrador con el motor' }));

    const row = await screen.findByRole('listitem', { name: 'Modo Cooperativo' });
    expect(row).toHaveTextContent('Audiencia tech y geek · 12.000 escuchas a 30 días');
    expect(api.callsTo(`POST /private/backoffice/campaigns/${ID}/proposal/run`)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith(
      'Borrador preparado por el motor: revísalo y ajústalo antes de publicar.',
    );
    // A second run would replace the team's work: it asks first.
    await user.click(screen.getByRole('button', { name: 'Rehacer el borrador con el motor' }));
    expect(screen.getByRole('alertdialog', { name: '¿Rehacer el borrador?' })).toHaveTextContent(
      'El motor sustituirá los 1 podcasts del borrador',
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo(`POST /private/backoffice/campaigns/${ID}/proposal/run`)).toHaveLength(1);
  });

  it('recomputes the total, the commission and what is left of the budget as the team types, and warns below a minimum or over the budget', async () => {
    stubApi({ [`GET /private/backoffice/campaigns/${ID}`]: data(backofficeCampaign('PENDING_REVIEW', twoPodcasts)) });
    const user = userEvent.setup();
    renderPage(agent());

    const row = await screen.findByRole('listitem', { name: 'Modo Cooperativo' });
    expect(amount('Total de la propuesta')).toMatch(/^900\s€$/);
    expect(amount('Comisión (10 %)')).toMatch(/^90\s€$/);
    expect(amount('Queda del presupuesto')).toMatch(/^2\.100\s€$/);

    const rate = within(row).getByLabelText('Tarifa por mención de Modo Cooperativo (€)');
    await user.clear(rate);
    await user.type(rate, '100');
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(within(row).getByText(/Por debajo del mínimo \(150\s€\)/)).toBeInTheDocument();

    await user.clear(rate);
    await user.type(rate, '1500');
    expect(rate).not.toHaveAttribute('aria-invalid');
    expect(amount('Total de la propuesta')).toMatch(/^3\.600\s€$/);
    expect(amount('Queda del presupuesto')).toMatch(/^-600\s€$/);
    expect(
      screen.getByText('El total supera el presupuesto: quita acciones o podcasts antes de guardar.'),
    ).toBeInTheDocument();
    // Unsaved changes are never published.
    expect(screen.getByRole('button', { name: 'Publicar a los podcasters' })).toBeDisabled();
    expect(screen.getByText('Guarda el borrador antes de publicarlo.')).toBeInTheDocument();
  });

  it('saves the draft as the API takes it, and keeps what was typed when the API refuses it', async () => {
    const api = stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: data(backofficeCampaign('PENDING_REVIEW', twoPodcasts)),
      [`PUT /private/backoffice/campaigns/${ID}/proposal`]: apiError(
        400,
        'VALIDATION',
        'El total de la propuesta supera el presupuesto de la campaña.',
      ),
    });
    const user = userEvent.setup();
    renderPage(agent());

    await user.click(
      within(await screen.findByRole('listitem', { name: 'La Claqueta' })).getByRole('button', {
        name: 'Quitar La Claqueta',
      }),
    );
    const count = within(screen.getByRole('listitem', { name: 'Modo Cooperativo' })).getByLabelText(
      'Número de menciones de Modo Cooperativo',
    );
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('El total de la propuesta supera el presupuesto de la campaña.'),
    );
    expect(api.callsTo(`PUT /private/backoffice/campaigns/${ID}/proposal`)[0]!.body).toEqual({
      podcasts: [
        { podcastId: PODCAST_A, counts: { ...noActions, mentions: 3 }, advertiserRates: { ...noRates, mentions: 150 } },
      ],
      preroll: null,
    });
    expect(count).toHaveValue('3');
    expect(screen.queryByRole('listitem', { name: 'La Claqueta' })).not.toBeInTheDocument();
  });

  it('publishes a saved draft only after a second look', async () => {
    const api = stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: (_call, count) =>
        data(
          count === 1
            ? backofficeCampaign('PENDING_REVIEW', twoPodcasts)
            : backofficeCampaign('PENDING_RESPONSE', twoPodcasts, '2026-11-23T10:00:00.000Z'),
        )(),
      [`POST /private/backoffice/campaigns/${ID}/publish`]: data({}),
    });
    const user = userEvent.setup();
    renderPage(agent());

    await user.click(await screen.findByRole('button', { name: 'Publicar a los podcasters' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Publicar la propuesta?' });
    expect(confirm).toHaveTextContent('Enviaremos un correo a cada uno de los 2 podcasts');
    expect(api.callsTo(`POST /private/backoffice/campaigns/${ID}/publish`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Publicar' }));

    expect(await screen.findByRole('heading', { name: 'Propuesta publicada' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Esperando a los podcasters' })).toBeInTheDocument();
    expect(screen.getAllByText('Propuesta por revisar')).toHaveLength(2);
    expect(api.callsTo(`POST /private/backoffice/campaigns/${ID}/publish`)).toHaveLength(1);
  });
});

describe('after the advertiser confirms', () => {
  const bought = twoPodcasts.map((podcast) => ({ ...podcast, status: 'ACTION_DATES_PENDING' as const, picked: true }));

  it('lets an admin mark the payment after confirming, and locks the draft', async () => {
    const api = stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: (_call, count) =>
        data(
          backofficeCampaign(count === 1 ? 'PENDING_PAYMENT' : 'PENDING_DATES', bought, '2026-11-20T10:00:00.000Z'),
        )(),
      [`PUT /private/backoffice/campaigns/${ID}/paid`]: data({}),
      [`GET /private/backoffice/campaigns/${ID}/payment`]: data({
        invoiceId: '00000000-0000-4000-8000-000000000099',
        invoiceCode: '2026-000012',
        totalCents: 121_000,
        reference: 'PAT-ABCDEF0123',
        receivedCents: 60_500,
      }),
      'GET /private/backoffice/users': data([]),
    });
    const user = userEvent.setup();
    renderPage(buildMe({ scope: 'admin' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Pendiente de pago' })).toBeInTheDocument();
    expect(screen.getByLabelText('Número de menciones de Modo Cooperativo')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Marcar como pagada' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Confirmar el pago?' });
    // What is due, the reference and what has arrived, before the admin vouches for the rest.
    expect(await within(dialog).findByText('PAT-ABCDEF0123')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/Importe de la factura 2026-000012\s*1\.210,00\s€/);
    expect(dialog).toHaveTextContent(/Ha llegado por transferencia\s*605,00\s€/);
    expect(dialog).toHaveTextContent(/Faltan 605,00\s€: al confirmar, los anotaremos como recibidos por otra vía/);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, está pagada' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Pendiente de fechas' })).toBeInTheDocument();
    expect(api.callsTo(`PUT /private/backoffice/campaigns/${ID}/paid`)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Pago confirmado: los podcasters ya pueden planificar sus fechas');
  });

  it('never offers the payment to an agent', async () => {
    stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: data(
        backofficeCampaign('PENDING_PAYMENT', bought, '2026-11-20T10:00:00.000Z'),
      ),
    });
    renderPage(agent());

    expect(await screen.findByRole('heading', { level: 2, name: 'Pendiente de pago' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como pagada' })).not.toBeInTheDocument();
  });
});
