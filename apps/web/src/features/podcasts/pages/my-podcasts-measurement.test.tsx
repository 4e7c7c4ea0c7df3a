import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MeasurementPanel, MyPodcast } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { buildMyPodcast } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { silenceToasts } from '@/test/toasts';
import { MyPodcastsPage } from './my-podcasts-page';

const ID = '6b3c1f0e-2a4d-4e8f-9b1c-0d2e3f4a5b6c';
const PREFIX = 'https://patrocina.es/e/3f2a9c1b7d4e/';

function buildMeasurement(overrides: Partial<MeasurementPanel> = {}): MeasurementPanel {
  return {
    prefix: PREFIX,
    example: {
      enclosure: 'https://cdn.ejemplo.es/audio/ep12.mp3',
      prefixed: `${PREFIX}cdn.ejemplo.es/audio/ep12.mp3`,
    },
    measuredSince: null,
    shareToken: null,
    ...overrides,
  };
}

function podcastWith(measurement: MeasurementPanel | null, overrides: Partial<MyPodcast> = {}): MyPodcast {
  return buildMyPodcast({ id: ID, state: 'READY', measurement, ...overrides });
}

async function openPanel() {
  const user = userEvent.setup();
  renderWithProviders(
    <MemoryRouter>
      <MyPodcastsPage />
    </MemoryRouter>,
  );
  const card = (await screen.findByRole('heading', { name: 'Modo Cooperativo' })).closest('li')!;
  await user.click(within(card).getByText(/^Prefijo de analítica/));
  return { user, card };
}

beforeEach(silenceToasts);

describe('Mis podcasts: el prefijo de analítica', () => {
  it('gives the prefix to copy, an example enclosure, the steps, and says it is not in the feed yet', async () => {
    stubApi({ 'GET /private/podcasts/mine': data({ podcasts: [podcastWith(buildMeasurement())] }) });
    const { user, card } = await openPanel();

    expect(within(card).getByLabelText('Prefijo de analítica')).toHaveTextContent(PREFIX);
    expect(within(card).getByLabelText('Ejemplo con el prefijo')).toHaveTextContent(
      `${PREFIX}cdn.ejemplo.es/audio/ep12.mp3`,
    );
    expect(within(card).getByText('Aún no vemos el prefijo en tu feed.')).toBeInTheDocument();
    expect(within(card).getByText(/«Prefijo de analítica», «Analytics prefix»/)).toBeInTheDocument();
    expect(within(card).getByText(/solo añade una redirección: las apps descargan el mismo audio/)).toBeInTheDocument();
    expect(within(card).queryByText('Medición verificada activa')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Copiar el prefijo' }));
    expect(await navigator.clipboard.readText()).toBe(PREFIX);
    expect(toast.success).toHaveBeenCalledWith('Prefijo copiado');
  });

  it('says since when the verified measurement is active', async () => {
    stubApi({
      'GET /private/podcasts/mine': data({
        podcasts: [podcastWith(buildMeasurement({ measuredSince: '2026-11-02T09:30:00.000Z' }))],
      }),
    });
    const { card } = await openPanel();
    expect(within(card).getAllByText('Medición verificada activa').length).toBeGreaterThan(0);
    expect(within(card).getByText('desde el 2 de noviembre de 2026')).toBeInTheDocument();
    expect(within(card).queryByText('Aún no vemos el prefijo en tu feed.')).not.toBeInTheDocument();
  });

  it('creates the public link to the verified downloads, then shows it to copy', async () => {
    let token: string | null = null;
    const api = stubApi({
      'GET /private/podcasts/mine': () => data({ podcasts: [podcastWith(buildMeasurement({ shareToken: token }))] })(),
      [`POST /private/podcasts/${ID}/downloads-share`]: () => {
        token = 'enlace-secreto-1';
        return data({ token }, 201)();
      },
    });
    const { user, card } = await openPanel();

    await user.click(within(card).getByRole('button', { name: 'Crear el enlace público' }));
    const link = await within(card).findByLabelText('Enlace público');
    expect(link).toHaveTextContent(`${window.location.origin}/escuchas/enlace-secreto-1`);
    expect(api.callsTo(`POST /private/podcasts/${ID}/downloads-share`)).toHaveLength(1);
    await user.click(within(card).getByRole('button', { name: 'Copiar el enlace' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/escuchas/enlace-secreto-1`);
  });

  it('revokes the link after asking, and says why when it cannot', async () => {
    let token: string | null = 'enlace-secreto-2';
    const api = stubApi({
      'GET /private/podcasts/mine': () => data({ podcasts: [podcastWith(buildMeasurement({ shareToken: token }))] })(),
      [`DELETE /private/podcasts/${ID}/downloads-share`]: (_call, count) => {
        if (count === 1) return apiError(404, 'NOT_FOUND', 'No hemos encontrado lo que buscas.')();
        token = null;
        return data(null)();
      },
    });
    const { user, card } = await openPanel();

    await user.click(within(card).getByRole('button', { name: 'Retirar el enlace' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Retirar el enlace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retirar el enlace' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No hemos encontrado lo que buscas.'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Retirar el enlace' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Enlace retirado: ya no funciona'));
    expect(await within(card).findByRole('button', { name: 'Crear el enlace público' })).toBeInTheDocument();
    expect(within(card).queryByLabelText('Enlace público')).not.toBeInTheDocument();
    expect(api.callsTo(`DELETE /private/podcasts/${ID}/downloads-share`)).toHaveLength(2);
  });

  it('shows no panel for a podcast not proved yet', async () => {
    stubApi({ 'GET /private/podcasts/mine': data({ podcasts: [podcastWith(null, { state: 'PENDING_PROOF' })] }) });
    renderWithProviders(
      <MemoryRouter>
        <MyPodcastsPage />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Modo Cooperativo' });
    expect(screen.queryByText(/^Prefijo de analítica/)).not.toBeInTheDocument();
  });
});
