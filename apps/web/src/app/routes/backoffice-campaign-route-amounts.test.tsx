import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { data, stubApi } from '@/test/api-stub';
import {
  ID,
  PODCAST_A,
  noActions,
  noRates,
  draftPodcast,
  backofficeCampaign,
  renderPage,
  agent,
  amount,
} from './backoffice-campaign-route.testing';
import { silenceToasts } from '@/test/toasts';

const PROPOSAL = `PUT /private/backoffice/campaigns/${ID}/proposal`;
const oneMention = draftPodcast(PODCAST_A, 'Modo Cooperativo', {
  counts: { ...noActions, mentions: 1 },
  advertiserRates: { ...noRates, mentions: 150 },
  minimumRates: { ...noRates, mentions: 50 },
  cost: 150,
});

beforeEach(silenceToasts);

async function typeRate(text: string) {
  const user = userEvent.setup();
  const row = await screen.findByRole('listitem', { name: 'Modo Cooperativo' });
  const rate = within(row).getByLabelText('Tarifa por mención de Modo Cooperativo (€)');
  await user.clear(rate);
  await user.type(rate, text);
  return { user, row, rate };
}

describe('amounts the team types in the draft', () => {
  it.each([
    ['89', 89, /^89\s€$/],
    ['1.500', 1_500, /^1\.500\s€$/],
  ])('reads «%s» as %i € on screen and in the call', async (typed, euros, shown) => {
    const api = stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: data(backofficeCampaign('PENDING_REVIEW', [oneMention])),
      [PROPOSAL]: data({}),
    });
    renderPage(agent());

    const { user, row } = await typeRate(typed);
    expect(within(row).getByText(shown)).toBeInTheDocument();
    expect(amount('Total de la propuesta')).toMatch(shown);
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    await waitFor(() => expect(api.callsTo(PROPOSAL)).toHaveLength(1));
    expect(api.callsTo(PROPOSAL)[0]!.body).toEqual({
      podcasts: [
        {
          podcastId: PODCAST_A,
          counts: { ...noActions, mentions: 1 },
          advertiserRates: { ...noRates, mentions: euros },
        },
      ],
      preroll: null,
    });
    expect(toast.success).toHaveBeenCalledWith('Borrador guardado');
  });

  it('refuses a rate with cents with the API’s own message, beside the rate, without calling the API', async () => {
    const api = stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: data(backofficeCampaign('PENDING_REVIEW', [oneMention])),
      [PROPOSAL]: data({}),
    });
    renderPage(agent());

    const { user, rate } = await typeRate('89,50');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(toast.error).toHaveBeenCalledWith('Indica la tarifa en euros, sin decimales');
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription('Indica la tarifa en euros, sin decimales');
    expect(api.callsTo(PROPOSAL)).toHaveLength(0);

    // Corrected, the message goes and the draft is saved.
    await user.clear(rate);
    await user.type(rate, '90');
    expect(rate).toHaveAccessibleDescription(/mín\. 50\s€/);
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(api.callsTo(PROPOSAL)).toHaveLength(1));
  });

  it('asks for the pre-roll’s title with the schema’s words', async () => {
    const api = stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: data(backofficeCampaign('PENDING_REVIEW', [oneMention])),
      [PROPOSAL]: data({}),
    });
    const user = userEvent.setup();
    renderPage(agent());

    await user.click(await screen.findByRole('checkbox', { name: 'Incluir un pre-roll' }));
    await user.type(screen.getByLabelText('Cantidad'), '2');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(screen.getByLabelText('Título del pre-roll')).toHaveAccessibleDescription('Indica el título del pre-roll');
    expect(api.callsTo(PROPOSAL)).toHaveLength(0);
  });

  it('shows a podcast added by hand with its sheet’s minimums at once, in the same card as the others', async () => {
    const added = '50000000-0000-4000-8000-000000000009';
    const api = stubApi({
      [`GET /private/backoffice/campaigns/${ID}`]: data(backofficeCampaign('PENDING_REVIEW', [oneMention])),
      'GET /private/backoffice/podcasts/search': data({
        podcasts: [
          {
            podcastId: added,
            title: 'La Claqueta',
            slug: 'la-claqueta',
            imageUrl: null,
            reach: 30_000,
            target: '25k/50k',
            minimumRates: { ...noRates, mentions: 200, reviews: 450 },
            managed: true,
          },
        ],
      }),
      [PROPOSAL]: data({}),
    });
    const user = userEvent.setup();
    renderPage(agent());

    await user.type(await screen.findByLabelText('Añadir un podcast'), 'claq');
    await user.click(
      await within(await screen.findByRole('list', { name: 'Podcasts para añadir' })).findByRole('button', {
        name: 'Añadir La Claqueta',
      }),
    );
    expect(api.callsTo('GET /private/backoffice/podcasts/search').at(-1)?.search).toBe('?q=claq');

    const row = screen.getByRole('listitem', { name: 'La Claqueta' });
    // Before any save: its reach, its range, who runs it, and each kind's minimum or «No la ofrece».
    expect(row).toHaveTextContent('30.000 escuchas a 30 días · 25k/50k · con representante');
    expect(row).toHaveTextContent('Añadido a mano por el equipo');
    expect(within(row).getByText(/^mín\. 200\s€$/)).toBeInTheDocument();
    expect(within(row).getByText(/^mín\. 450\s€$/)).toBeInTheDocument();
    expect(within(row).getAllByText('No la ofrece')).toHaveLength(3);
    // A rate under the minimum is flagged as the team types, without saving first.
    await user.type(within(row).getByLabelText('Número de menciones de La Claqueta'), '1');
    await user.type(within(row).getByLabelText('Tarifa por mención de La Claqueta (€)'), '150');
    expect(within(row).getByText(/Por debajo del mínimo \(200\s€\)/)).toBeInTheDocument();
    expect(api.callsTo(PROPOSAL)).toHaveLength(0);

    // The saved card and the added one read the same way.
    const saved = screen.getByRole('listitem', { name: 'Modo Cooperativo' });
    expect(saved).toHaveTextContent('12.000 escuchas a 30 días · 10k/25k');
    expect(saved).toHaveTextContent('Añadido a mano por el equipo');
    expect(within(saved).getByText(/^mín\. 50\s€$/)).toBeInTheDocument();
  });
});
