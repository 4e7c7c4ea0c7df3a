import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACTION_MESSAGES,
  MESSAGES_FORMATS,
  outsideRangeMessage,
  OWN_LISTENS_NOTE,
  type ListenMilestone,
  type MilestoneReport,
} from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { jsonResponse } from '@/test/fixtures';
import {
  RANGE,
  LIST,
  EPISODES,
  PLAN,
  actionId,
  recordOf,
  listensOf,
  FIGURES,
  action,
  airedAction,
  hired,
  list,
  EPISODE_LIST,
  renderPage,
  cardOf,
  cellOf,
} from './hired-campaigns-page.testing';
import { silenceToasts } from '@/test/toasts';

beforeEach(silenceToasts);

describe('planning the action dates', () => {
  async function openPlan(user: ReturnType<typeof userEvent.setup>) {
    await user.click(within(await cardOf('Trail de invierno')).getByRole('button', { name: 'Planificar fechas' }));
    return screen.findByRole('dialog', { name: 'Planificar fechas' });
  }

  it('offers one date per action inside the campaign’s days and shows the podcast’s holidays', async () => {
    stubApi({ [LIST]: list([hired()]) });
    const { user } = renderPage();

    const dialog = await openPlan(user);
    expect(dialog).toHaveTextContent('Elige un día entre el 1 de diciembre de 2026 y el 31 de diciembre de 2026');
    expect(dialog).toHaveTextContent('Vacaciones del podcast: del 5 de diciembre de 2026 al 9 de diciembre de 2026');
    for (const name of ['Mención 1', 'Mención 2']) {
      const input = within(dialog).getByLabelText(name);
      expect(input).toHaveAttribute('type', 'date');
      expect(input).toHaveAttribute('min', '2026-12-01');
      expect(input).toHaveAttribute('max', '2026-12-31');
    }
  });

  it('refuses a day on holiday and one outside the campaign’s days before sending anything', async () => {
    const api = stubApi({ [LIST]: list([hired()]) });
    const { user } = renderPage();

    const dialog = await openPlan(user);
    await user.type(within(dialog).getByLabelText('Mención 1'), '2026-12-07');
    await user.type(within(dialog).getByLabelText('Mención 2'), '2027-01-10');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar fechas' }));

    expect(within(dialog).getByText(ACTION_MESSAGES.dateBlocked)).toBeInTheDocument();
    expect(within(dialog).getByText(outsideRangeMessage(RANGE))).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mención 1')).toHaveFocus();
    expect(api.callsTo(PLAN)).toHaveLength(0);
  });

  it('sends every action’s date at once, then closes, refreshes the list and the header badge', async () => {
    const api = stubApi({
      [LIST]: list([hired()]),
      [PLAN]: data(
        hired({
          podcasterStatus: 'IN_PROGRESS',
          nextStep: 'WAIT',
          actions: [action(1, { plannedOn: '2026-12-03' }), action(2, { plannedOn: '2026-12-17' })],
        }),
      ),
    });
    const { user, onChanged } = renderPage();

    const dialog = await openPlan(user);
    await user.type(within(dialog).getByLabelText('Mención 1'), '2026-12-03');
    await user.type(within(dialog).getByLabelText('Mención 2'), '2026-12-17');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar fechas' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Planificar fechas' })).not.toBeInTheDocument());
    expect(api.callsTo(PLAN)[0]!.body).toEqual({
      dates: [
        { actionId: actionId(1), plannedOn: '2026-12-03' },
        { actionId: actionId(2), plannedOn: '2026-12-17' },
      ],
    });
    expect(toast.success).toHaveBeenCalled();
    expect(onChanged).toHaveBeenCalled();
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
  });

  it('shows the server’s refusal on the date it is about and keeps what was typed', async () => {
    const api = stubApi({
      [LIST]: list([hired()]),
      [PLAN]: () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: ACTION_MESSAGES.dateBlocked,
              fields: [{ path: 'dates.1.plannedOn', message: ACTION_MESSAGES.dateBlocked }],
            },
          },
          400,
        ),
    });
    const { user } = renderPage();

    const dialog = await openPlan(user);
    await user.type(within(dialog).getByLabelText('Mención 1'), '2026-12-03');
    await user.type(within(dialog).getByLabelText('Mención 2'), '2026-12-17');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar fechas' }));

    const second = within(dialog).getByLabelText('Mención 2');
    await waitFor(() => expect(second).toHaveAccessibleDescription(ACTION_MESSAGES.dateBlocked));
    expect(second).toHaveValue('2026-12-17');
    expect(within(dialog).getByLabelText('Mención 1')).toHaveValue('2026-12-03');
    expect(api.callsTo(PLAN)).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('recording an aired action', () => {
  const due = () =>
    hired({
      podcasterStatus: 'EXPIRED_ACTION',
      nextStep: 'RECORD_EPISODE',
      actions: [action(1, { plannedOn: '2026-11-24', canRecord: true }), action(2, { plannedOn: '2026-12-17' })],
    });

  async function openRecord(user: ReturnType<typeof userEvent.setup>) {
    await user.click(
      within(await cardOf('Trail de invierno')).getByRole('button', { name: 'Registrar emisión de Mención 1' }),
    );
    return screen.findByRole('dialog', { name: 'Registrar emisión' });
  }

  it('offers it only for an action whose day has come, and says when the next one can be', async () => {
    stubApi({ [LIST]: list([due()]) });
    renderPage();

    const card = await cardOf('Trail de invierno');
    expect(within(card).getAllByRole('button', { name: /Registrar emisión/ })).toHaveLength(1);
    expect(card).toHaveTextContent(
      'Podrás registrar esta acción a partir del 17 de diciembre de 2026, el día de su emisión',
    );
  });

  it('records the episode picked from the feed with the minute the ad starts', async () => {
    const api = stubApi({ [LIST]: list([due()]), [EPISODES]: data(EPISODE_LIST), [recordOf(1)]: data(due()) });
    const { user, onChanged } = renderPage();

    const dialog = await openRecord(user);
    await user.selectOptions(
      await within(dialog).findByLabelText('Episodio de tu feed'),
      'T3E12 · Correr en la nieve · 3 de diciembre de 2026',
    );
    await user.type(within(dialog).getByLabelText('Minuto de inicio del anuncio'), '4:05');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar emisión' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registrar emisión' })).not.toBeInTheDocument());
    expect(api.callsTo(recordOf(1))[0]!.body).toEqual({
      episodeId: EPISODE_LIST[0]!.id,
      episodeUrl: null,
      adStart: '4:05',
    });
    expect(onChanged).toHaveBeenCalled();
  });

  it('records a pasted link instead of a feed episode', async () => {
    const api = stubApi({ [LIST]: list([due()]), [EPISODES]: data(EPISODE_LIST), [recordOf(1)]: data(due()) });
    const { user } = renderPage();

    const dialog = await openRecord(user);
    await user.click(await within(dialog).findByLabelText('Pegar el enlace'));
    await user.type(
      within(dialog).getByLabelText('Enlace del episodio'),
      'https://www.ivoox.com/t3e12-correr-nieve.html',
    );
    await user.type(within(dialog).getByLabelText('Minuto de inicio del anuncio'), '12:30');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar emisión' }));

    await waitFor(() => expect(api.callsTo(recordOf(1))).toHaveLength(1));
    expect(api.callsTo(recordOf(1))[0]!.body).toEqual({
      episodeId: null,
      episodeUrl: 'https://www.ivoox.com/t3e12-correr-nieve.html',
      adStart: '12:30',
    });
  });

  it('asks for an episode and a minute written as M:SS before sending anything', async () => {
    const api = stubApi({ [LIST]: list([due()]), [EPISODES]: data(EPISODE_LIST) });
    const { user } = renderPage();

    const dialog = await openRecord(user);
    await within(dialog).findByLabelText('Episodio de tu feed');
    await user.type(within(dialog).getByLabelText('Minuto de inicio del anuncio'), '4.05');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar emisión' }));

    expect(within(dialog).getByLabelText('Episodio de tu feed')).toHaveAccessibleDescription(
      ACTION_MESSAGES.episodeRequired,
    );
    expect(within(dialog).getByLabelText('Minuto de inicio del anuncio')).toHaveAccessibleDescription(
      `por ejemplo 4:05 ${MESSAGES_FORMATS.mss}`,
    );
    expect(within(dialog).getByLabelText('Minuto de inicio del anuncio')).toHaveValue('4.05');
    expect(api.callsTo(recordOf(1))).toHaveLength(0);
  });

  it('asks for the link when the feed has no episodes to pick', async () => {
    stubApi({ [LIST]: list([due()]), [EPISODES]: data([]) });
    const { user } = renderPage();

    const dialog = await openRecord(user);
    expect(
      await within(dialog).findByText('Aún no tenemos episodios de tu feed: pega el enlace del episodio.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Enlace del episodio')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Episodio de tu feed')).not.toBeInTheDocument();
  });

  it('shows the API’s refusal of the episode on the episode itself', async () => {
    const refused = () =>
      jsonResponse(
        {
          error: {
            code: 'VALIDATION_ERROR',
            message: ACTION_MESSAGES.episodeBeforeCampaign,
            fields: [{ path: 'episodeId', message: ACTION_MESSAGES.episodeBeforeCampaign }],
          },
        },
        400,
      );
    stubApi({ [LIST]: list([due()]), [EPISODES]: data(EPISODE_LIST), [recordOf(1)]: refused });
    const { user } = renderPage();

    const dialog = await openRecord(user);
    const picker = await within(dialog).findByLabelText('Episodio de tu feed');
    await user.selectOptions(picker, EPISODE_LIST[0]!.id);
    await user.type(within(dialog).getByLabelText('Minuto de inicio del anuncio'), '4:05');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar emisión' }));

    await waitFor(() => expect(picker).toHaveAccessibleDescription(ACTION_MESSAGES.episodeBeforeCampaign));
    expect(toast.error).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Minuto de inicio del anuncio')).toHaveValue('4:05');
  });

  it('tells with a toast when the action was already recorded, keeping the form', async () => {
    stubApi({
      [LIST]: list([due()]),
      [EPISODES]: data(EPISODE_LIST),
      [recordOf(1)]: apiError(409, 'CONFLICT', ACTION_MESSAGES.alreadyRecorded),
    });
    const { user } = renderPage();

    const dialog = await openRecord(user);
    const picker = await within(dialog).findByLabelText('Episodio de tu feed');
    // An episode from before the campaign cannot be where its action aired: it is not offered.
    expect(within(picker).queryByRole('option', { name: /T3E11/ })).not.toBeInTheDocument();
    await user.selectOptions(picker, EPISODE_LIST[0]!.id);
    await user.type(within(dialog).getByLabelText('Minuto de inicio del anuncio'), '4:05');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar emisión' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ACTION_MESSAGES.alreadyRecorded));
    expect(screen.getByRole('dialog', { name: 'Registrar emisión' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Minuto de inicio del anuncio')).toHaveValue('4:05');
  });
});

describe('reporting listens', () => {
  const aired = (overrides: Partial<Record<ListenMilestone, Partial<MilestoneReport>>>) =>
    hired({
      podcasterStatus: 'IN_PROGRESS',
      nextStep: 'REPORT_LISTENS',
      actions: [airedAction(1, overrides)],
    });

  it('offers the button only for the milestones that are open', async () => {
    stubApi({ [LIST]: list([aired({ 7: { state: 'closed', figures: FIGURES }, 15: { state: 'open' } })]) });
    renderPage();

    const card = await cardOf('Trail de invierno');
    expect(within(card).getAllByRole('button', { name: /escuchas|Corregir/ })).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Indicar escuchas a 15 días de Mención 1' })).toBeInTheDocument();
    expect(within(cellOf(card, 'Mención 1', '22 días')).getByText('abre el 27 nov')).toBeInTheDocument();
  });

  it('sends the four figures, refusing decimals first', async () => {
    const before = aired({ 7: { state: 'closed', figures: FIGURES }, 15: { state: 'open' } });
    const api = stubApi({
      [LIST]: list([before]),
      [listensOf(1, 15)]: data(
        aired({ 7: { state: 'closed', figures: FIGURES }, 15: { state: 'open', figures: FIGURES } }),
      ),
    });
    const { user, onChanged } = renderPage();

    await user.click(
      within(await cardOf('Trail de invierno')).getByRole('button', {
        name: 'Indicar escuchas a 15 días de Mención 1',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Escuchas a 15 días' });
    expect(dialog).toHaveTextContent(OWN_LISTENS_NOTE);
    await user.type(within(dialog).getByLabelText('Escuchas en la plataforma de alojamiento'), '1.200');
    await user.type(within(dialog).getByLabelText('Escuchas en otras plataformas'), '300');
    await user.type(within(dialog).getByLabelText('Escuchas en Spotify'), '450,5');
    // «1.5» is not fifteen: a dot groups thousands only in threes.
    await user.type(within(dialog).getByLabelText('Visualizaciones en YouTube'), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar escuchas' }));
    expect(within(dialog).getByLabelText('Escuchas en Spotify')).toHaveAccessibleDescription(
      ACTION_MESSAGES.listensWhole,
    );
    expect(within(dialog).getByLabelText('Visualizaciones en YouTube')).toHaveAccessibleDescription(
      ACTION_MESSAGES.listensWhole,
    );
    expect(api.callsTo(listensOf(1, 15))).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Escuchas en Spotify'));
    await user.type(within(dialog).getByLabelText('Escuchas en Spotify'), '450');
    await user.clear(within(dialog).getByLabelText('Visualizaciones en YouTube'));
    await user.type(within(dialog).getByLabelText('Visualizaciones en YouTube'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar escuchas' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Escuchas a 15 días' })).not.toBeInTheDocument());
    expect(api.callsTo(listensOf(1, 15))[0]!.body).toEqual(FIGURES);
    expect(onChanged).toHaveBeenCalled();
  });

  it('starts a correction from the figures already given', async () => {
    const corrected = { ...FIGURES, spotifyListens: 480 };
    const api = stubApi({
      [LIST]: list([aired({ 7: { state: 'closed', figures: FIGURES }, 15: { state: 'open', figures: FIGURES } })]),
      [listensOf(1, 15)]: data(aired({ 15: { state: 'open', figures: corrected } })),
    });
    const { user } = renderPage();

    await user.click(
      within(await cardOf('Trail de invierno')).getByRole('button', {
        name: 'Corregir escuchas a 15 días de Mención 1',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Escuchas a 15 días' });
    expect(within(dialog).getByLabelText('Escuchas en la plataforma de alojamiento')).toHaveValue('1200');
    expect(within(dialog).getByLabelText('Visualizaciones en YouTube')).toHaveValue('50');
    await user.clear(within(dialog).getByLabelText('Escuchas en Spotify'));
    await user.type(within(dialog).getByLabelText('Escuchas en Spotify'), '480');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar escuchas' }));

    await waitFor(() => expect(api.callsTo(listensOf(1, 15))).toHaveLength(1));
    expect(api.callsTo(listensOf(1, 15))[0]!.body).toEqual(corrected);
  });
});
