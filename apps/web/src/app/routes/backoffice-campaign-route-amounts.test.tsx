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
});
