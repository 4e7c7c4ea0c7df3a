import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sheet } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { data, stubApi, type ApiCall } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { SponsorshipEditPage } from './sponsorship-edit-page';

const ID = '6b3c1f0e-2a4d-4e8f-9b1c-0d2e3f4a5b6c';
const IMAGE_ID = '0d2e3f4a-5b6c-4e8f-9b1c-6b3c1f0e2a4d';
const EMPTY: Sheet = { profile: null, audience: null, branding: null, termsAcceptedAt: null, completedAt: null };

/** A fake API that keeps the sheet as the real one would. */
function stubSheetApi(initial: Sheet = EMPTY) {
  let sheet: Sheet = initial;
  const save = (step: 'profile' | 'audience' | 'branding') => (call: ApiCall) => {
    const body = call.body as Record<string, unknown>;
    const value = step === 'branding' ? { actions: body.actions, examples: body.examples } : body;
    sheet = {
      ...sheet,
      [step]: value,
      ...(step === 'branding' ? { termsAcceptedAt: '2026-11-23T10:00:00.000Z' } : {}),
    };
    if (sheet.profile && sheet.audience && sheet.branding && sheet.termsAcceptedAt)
      sheet = { ...sheet, completedAt: '2026-11-23T10:00:00.000Z' };
    return data(sheet)();
  };
  return stubApi({
    [`GET /private/podcasts/${ID}/sheet`]: () =>
      data({
        podcast: { id: ID, slug: 'modo-cooperativo', title: 'Modo Cooperativo', imageUrl: null },
        role: 'owner',
        sheet,
      })(),
    [`PUT /private/podcasts/${ID}/sheet/profile`]: save('profile'),
    [`PUT /private/podcasts/${ID}/sheet/audience`]: save('audience'),
    [`PUT /private/podcasts/${ID}/sheet/branding`]: save('branding'),
    'POST /private/files': data(
      {
        id: IMAGE_ID,
        kind: 'podcast-header',
        url: `/api/v1/public/images/${IMAGE_ID}`,
        name: 'cabecera.png',
        mime: 'image/png',
        size: 3,
        width: 1440,
        height: 360,
        durationMs: null,
      },
      201,
    ),
  });
}

function renderWizard() {
  const router = createMemoryRouter(
    [
      { path: '/sponsorship/edit', element: <SponsorshipEditPage /> },
      { path: '/me/podcasts', element: <h1>Mis podcasts</h1> },
    ],
    { initialEntries: [`/sponsorship/edit?pId=${ID}`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

beforeEach(() => {
  vi.spyOn(toast, 'error').mockReturnValue(0);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the sponsorship sheet wizard', () => {
  it('goes through the three steps, saving each, until the sheet is complete', async () => {
    const api = stubSheetApi();
    const { user } = renderWizard();

    // Step 1: profile.
    expect(await screen.findByRole('heading', { name: 'Paso 1: Perfil del podcast' })).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText(/Subir una imagen: Imagen de cabecera/),
      new File(['png'], 'cabecera.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(api.callsTo('POST /private/files')).toHaveLength(1));
    await user.type(screen.getByLabelText('Nombre del presentador 1'), 'Marta Podcaster');
    await user.click(screen.getByLabelText('Semanal'));
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(api.callsTo(`PUT /private/podcasts/${ID}/sheet/profile`)).toHaveLength(1));
    expect(api.callsTo(`PUT /private/podcasts/${ID}/sheet/profile`)[0]?.body).toEqual({
      headerImageId: IMAGE_ID,
      extraImageIds: [],
      presenters: [{ name: 'Marta Podcaster' }],
      links: [],
      frequency: 'WEEKLY',
      socialNetworks: [],
      ranking: null,
    });

    // Step 2: audience, with shares that do not add up first.
    expect(await screen.findByRole('heading', { name: 'Paso 2: Audiencia' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/En la plataforma de alojamiento/), 'De 5.000 a 10.000');
    const gender = screen.getByRole('group', { name: 'Género de la audiencia' });
    await user.type(within(gender).getByLabelText('Mujeres (%)'), '50');
    await user.type(within(gender).getByLabelText('Hombres (%)'), '45');
    await user.type(within(gender).getByLabelText('Otros (%)'), '4');
    const ages = screen.getByRole('group', { name: 'Edad de la audiencia' });
    await user.type(within(ages).getByLabelText('Menos de 25 (%)'), '20');
    await user.type(within(ages).getByLabelText('De 25 a 44 (%)'), '60');
    await user.type(within(ages).getByLabelText('Más de 44 (%)'), '20');
    await user.click(screen.getByLabelText('Tecnología'));
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await within(gender).findByText('Los porcentajes deben sumar 100')).toBeInTheDocument();
    expect(within(gender).getByText(/Suma: 99/)).toBeInTheDocument();
    expect(api.callsTo(`PUT /private/podcasts/${ID}/sheet/audience`)).toHaveLength(0);
    await user.clear(within(gender).getByLabelText('Otros (%)'));
    await user.type(within(gender).getByLabelText('Otros (%)'), '5');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));

    // Step 3: branding actions and terms.
    expect(await screen.findByRole('heading', { name: 'Paso 3: Acciones de branding' })).toBeInTheDocument();
    expect(api.callsTo(`PUT /private/podcasts/${ID}/sheet/audience`)[0]?.body).toMatchObject({
      listens: { platform: 'FROM_5K', hosting: null },
      gender: { female: 50, male: 45, other: 5 },
      audienceFlags: ['tech'],
      country: 'ES',
    });
    await user.click(screen.getByRole('checkbox', { name: 'mención' }));
    await user.type(screen.getByLabelText('Precio mínimo por mención (€)'), '150');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar y terminar' }));

    expect(await screen.findByText('¡Tu hoja de patrocinio está completa!')).toBeInTheDocument();
    expect(api.callsTo(`PUT /private/podcasts/${ID}/sheet/branding`)[0]?.body).toMatchObject({
      actions: { MENTION: 150, SPONSORSHIP: null, REVIEW: null, DEDICATED_SHOW: null, READ_HOST_ADS: null },
      terms: true,
    });
    expect(screen.getByRole('link', { name: 'Ver la página pública' })).toHaveAttribute('href', `/podcast/${ID}`);
  });

  it('says what is missing in the profile and sends nothing', async () => {
    const api = stubSheetApi();
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Guardar y continuar' }));

    expect(await screen.findByText('Sube la imagen de cabecera (1440x360)')).toBeInTheDocument();
    expect(screen.getAllByText('Escribe al menos 2 caracteres').length).toBeGreaterThan(0);
    expect(screen.getByText('Elige con qué frecuencia publicas')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('refuses a price below the minimum and the missing terms in the last step', async () => {
    const api = stubSheetApi({
      ...EMPTY,
      profile: {
        headerImageId: IMAGE_ID,
        extraImageIds: [],
        presenters: [{ name: 'Marta' }],
        links: [],
        frequency: 'WEEKLY',
        socialNetworks: [],
        ranking: null,
      },
    });
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: /Acciones de branding/ }));
    await user.click(screen.getByRole('checkbox', { name: 'sección' }));
    await user.type(screen.getByLabelText('Precio mínimo por sección (€)'), '5');
    await user.click(screen.getByRole('button', { name: 'Guardar y terminar' }));

    expect(await screen.findByText('El precio mínimo por acción es de 10 €')).toBeInTheDocument();
    expect(screen.getByText('Debes aceptar los términos y Condiciones de Patrocina')).toBeInTheDocument();
    expect(api.callsTo(`PUT /private/podcasts/${ID}/sheet/branding`)).toHaveLength(0);
  });

  it('asks before leaving a step with unsaved changes, and stays when told to', async () => {
    stubSheetApi();
    const { user, router } = renderWizard();
    await user.type(await screen.findByLabelText('Nombre del presentador 1'), 'Marta');

    await user.click(screen.getByRole('button', { name: /Audiencia/ }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Salir sin guardar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('heading', { name: 'Paso 1: Perfil del podcast' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre del presentador 1')).toHaveValue('Marta');

    await act(() => router.navigate('/me/podcasts'));
    expect(await screen.findByRole('alertdialog', { name: '¿Salir sin guardar?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByRole('heading', { name: 'Mis podcasts' })).toBeInTheDocument();
  });
});
