import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '@patrocina/domain';
import { closeModal, modalStore } from '@/lib/modal-store';
import { apiError, data, stubApi } from '@/test/api-stub';
import { buildCampaign } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { silenceToasts } from '@/test/toasts';
import { CreatedNotice } from '../components/created-notice';
import { CAMPAIGN_DRAFT_KEY, emptyDraft, type CampaignDraft } from '../lib/draft';
import { forgetAllDraftFiles, keepDraftFile } from '../lib/draft-files';
import { NewCampaignPage } from './new-campaign-page';

// Issue 18: a visitor attaches the spot before signing in, and «Entrar y crear campaña» creates the
// campaign once the login succeeds (docs/decisions/0019).

const FILE_ID = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const CAMPAIGN_ID = '7e1c2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

/** A few bytes that start as an MP3 does (an ID3 tag): enough for the browser's check. */
function spotFile(name = 'cuña-invierno.mp3') {
  return new File([new Uint8Array([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64])], name, {
    type: 'audio/mpeg',
  });
}

/** A draft on «Cómo» with every field valid and the spot asked for. */
function readyDraft(change: (draft: CampaignDraft) => CampaignDraft = (draft) => draft): CampaignDraft {
  const draft = emptyDraft();
  return change({
    ...draft,
    step: 'how',
    what: {
      ...draft.what,
      brand: 'Café Lumbre',
      name: 'Tueste de invierno',
      url: 'https://cafelumbre.es',
      briefing: 'Queremos que tus oyentes prueben el tueste de invierno.',
    },
    how: { ...draft.how, coverageAction: 'SPOT', budget: '1500' },
  });
}

/** The API's answer to uploading the kept spot. */
function spotUploaded() {
  return data(
    {
      id: FILE_ID,
      kind: 'spot',
      url: null,
      name: 'cuña-invierno.mp3',
      mime: 'audio/mpeg',
      size: 14,
      width: null,
      height: null,
      durationMs: 20_000,
    },
    201,
  );
}

/** The draft as «Entrar y crear campaña» leaves it: the spot kept in the browser, the creation asked for. */
function submittedWithKeptSpot(): CampaignDraft {
  return readyDraft((ready) => ({
    ...ready,
    how: { ...ready.how, spotFileName: 'cuña-invierno.mp3', spotLocal: true },
    submitRequestedAt: Date.now(),
  }));
}

function renderWizard(signedIn: boolean, draft: CampaignDraft) {
  window.localStorage.setItem(CAMPAIGN_DRAFT_KEY, JSON.stringify(draft));
  const router = createMemoryRouter(
    [
      { path: '/campaigns/new', element: <NewCampaignPage signedIn={signedIn} /> },
      { path: '/dashboard', element: <CreatedNotice /> },
    ],
    { initialEntries: ['/campaigns/new'] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router, ...view };
}

const savedDraft = () => JSON.parse(window.localStorage.getItem(CAMPAIGN_DRAFT_KEY) ?? 'null') as CampaignDraft | null;
const spotInput = () => document.querySelector<HTMLInputElement>('input[type="file"][accept=".mp3,audio/mpeg"]')!;

beforeEach(async () => {
  window.localStorage.clear();
  await forgetAllDraftFiles();
  silenceToasts();
});
afterEach(() => {
  act(() => closeModal());
});

describe('the wizard before and after the login', () => {
  it('lets a visitor attach the spot, refuses a file that is not audio, and asks to log in only to send', async () => {
    const api = stubApi({});
    const { user } = renderWizard(false, readyDraft());

    await user.click(await screen.findByRole('button', { name: 'Entrar y crear campaña' }));
    expect(await screen.findAllByText('Debes adjuntar la cuña')).not.toHaveLength(0);
    expect(modalStore.get().name).toBeNull();

    await user.upload(spotInput(), new File(['no soy audio'], 'notas.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByText(FILE_MESSAGES.invalidAudio)).toBeInTheDocument();

    await user.upload(spotInput(), spotFile());
    expect(await screen.findByText('cuña-invierno.mp3')).toBeInTheDocument();
    expect(screen.getByText('(se enviará al entrar)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar cuña-invierno.mp3' }));
    expect(screen.queryByText('cuña-invierno.mp3')).not.toBeInTheDocument();
    await user.upload(spotInput(), spotFile('otra-cuña.mp3'));
    expect(await screen.findByText('otra-cuña.mp3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Entrar y crear campaña' }));
    await waitFor(() => expect(modalStore.get()).toMatchObject({ name: 'login', redirectTo: '/campaigns/new' }));
    expect(api.calls).toHaveLength(0);
    expect(savedDraft()).toMatchObject({
      how: { spotFileId: null, spotFileName: 'otra-cuña.mp3', spotLocal: true },
      submitRequestedAt: expect.any(Number) as number,
    });
  });

  it('once signed in, uploads the kept spot, creates the campaign once and lands on the dashboard saying so', async () => {
    await keepDraftFile('spot', spotFile());
    const api = stubApi({
      'POST /private/files': spotUploaded(),
      'POST /private/campaigns': data(
        buildCampaign({
          id: CAMPAIGN_ID,
          awaitingEmailConfirmation: true,
          what: { name: 'Tueste de invierno' },
          how: { spotFileId: FILE_ID },
        }),
        201,
      ),
    });
    const draft = submittedWithKeptSpot();
    const { router } = renderWizard(true, draft);

    expect(
      await screen.findByRole('heading', { name: /^Hemos creado tu campaña «Tueste de invierno» de Café Lumbre/ }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText(/Con tu archivo: «cuña-invierno.mp3»/)).toBeInTheDocument();
    expect(screen.getByText(/pendiente de confirmar tu correo/)).toBeInTheDocument();
    expect(api.callsTo('POST /private/files')).toHaveLength(1);
    expect(api.callsTo('POST /private/campaigns')).toHaveLength(1);
    expect(api.callsTo('POST /private/campaigns')[0]!.body).toMatchObject({
      how: { coverageAction: 'SPOT', spotFileId: FILE_ID, budget: 1500 },
    });
    expect(savedDraft()).toBeNull();
  });

  it('when the creation fails, goes back to the wizard with the reason and the draft, and does not upload twice', async () => {
    await keepDraftFile('spot', spotFile());
    const api = stubApi({
      'POST /private/files': spotUploaded(),
      'POST /private/campaigns': apiError(409, 'CONFLICT', 'Ese podcast ya no está en el catálogo'),
    });
    const draft = submittedWithKeptSpot();
    const { user, router } = renderWizard(true, draft);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido crear tu campaña.');
    expect(alert).toHaveTextContent('Ese podcast ya no está en el catálogo');
    expect(router.state.location.pathname).toBe('/campaigns/new');
    expect(screen.getByLabelText('Presupuesto (€)')).toHaveValue('1500');
    expect(screen.getByText('cuña-invierno.mp3')).toBeInTheDocument();
    expect(savedDraft()).toMatchObject({
      submitRequestedAt: null,
      how: { spotFileId: FILE_ID, spotLocal: false, budget: '1500' },
    });

    await user.click(screen.getByRole('button', { name: 'Crear campaña' }));
    await waitFor(() => expect(api.callsTo('POST /private/campaigns')).toHaveLength(2));
    expect(api.callsTo('POST /private/files')).toHaveLength(1);
  });
});
