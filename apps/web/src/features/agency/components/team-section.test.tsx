import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AGENCY_TEAM_MESSAGES, MESSAGES, type AgencyTeam } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { buildMe } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { silenceToasts } from '@/test/toasts';
import { TeamSection } from './team-section';

const OWNER_ID = '0b7f3c1e-1111-4a4a-8b8b-000000000001';
const COLLEAGUE_ID = '0b7f3c1e-1111-4a4a-8b8b-000000000002';
const INVITATION_ID = '0b7f3c1e-1111-4a4a-8b8b-000000000003';

function teamAs(role: AgencyTeam['role']): AgencyTeam {
  return {
    agency: { id: OWNER_ID, name: 'Agencia Onda Media' },
    role,
    members: [
      {
        userId: OWNER_ID,
        username: 'Agencia Onda Media',
        email: 'agencia@ejemplo.es',
        role: 'owner',
        since: '2026-11-01T10:00:00.000Z',
      },
      {
        userId: COLLEAGUE_ID,
        username: 'Pablo Colega',
        email: 'pablo@ejemplo.es',
        role: 'viewer',
        since: '2026-11-20T10:00:00.000Z',
      },
    ],
    invitations: [
      {
        id: INVITATION_ID,
        email: 'nueva@ejemplo.es',
        role: 'manager',
        expiresAt: '2026-12-04T10:00:00.000Z',
        isExpired: false,
      },
    ],
  };
}

beforeEach(() => silenceToasts());

describe('«Equipo»', () => {
  it('lists the owner, the colleagues with their roles and the pending invitations with their expiry', async () => {
    stubApi({ 'GET /private/agency/team': data(teamAs('owner')), 'GET /private/users/me': data(buildMe()) });
    renderWithProviders(<TeamSection />);
    const people = await screen.findByRole('list', { name: 'Personas del equipo' });
    expect(within(people).getByText('Agencia Onda Media')).toBeInTheDocument();
    expect(within(people).getByText('Titular')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Permiso de Pablo Colega' })).toHaveValue('viewer');
    expect(screen.getByText('Puede gestionar · Caduca el 4 de diciembre de 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar' })).toBeInTheDocument();
  });

  it('invites by e-mail with a role and says «Invitación enviada»', async () => {
    const api = stubApi({
      'GET /private/agency/team': data(teamAs('manager')),
      'POST /private/agency/invitations': data(
        {
          id: INVITATION_ID,
          email: 'otra@ejemplo.es',
          role: 'manager',
          expiresAt: '2026-12-04T10:00:00.000Z',
          isExpired: false,
        },
        201,
      ),
      'GET /private/users/me': data(buildMe()),
    });
    renderWithProviders(<TeamSection />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo de tu colega'), 'Otra@Ejemplo.es');
    await user.selectOptions(screen.getByLabelText('Permiso'), 'Puede gestionar');
    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(toast.success).toHaveBeenCalledWith(AGENCY_TEAM_MESSAGES.invitationSent);
    expect(api.callsTo('POST /private/agency/invitations')[0]?.body).toEqual({
      email: 'otra@ejemplo.es',
      role: 'manager',
    });
    expect(await screen.findByLabelText('Correo de tu colega')).toHaveValue('');
  });

  it('says why the API refuses an invitation when the team is full', async () => {
    stubApi({
      'GET /private/agency/team': data(teamAs('owner')),
      'POST /private/agency/invitations': apiError(409, 'CONFLICT', AGENCY_TEAM_MESSAGES.teamFull),
      'GET /private/users/me': data(buildMe()),
    });
    renderWithProviders(<TeamSection />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo de tu colega'), 'otra@ejemplo.es');
    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(AGENCY_TEAM_MESSAGES.teamFull));
    expect(screen.getByLabelText('Correo de tu colega')).toHaveValue('otra@ejemplo.es');
  });

  it('refuses a bad address in place, without calling the API', async () => {
    const api = stubApi({
      'GET /private/agency/team': data(teamAs('owner')),
      'GET /private/users/me': data(buildMe()),
    });
    renderWithProviders(<TeamSection />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo de tu colega'), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    expect((await screen.findAllByText(MESSAGES.invalidEmail)).length).toBeGreaterThan(0);
    expect(api.callsTo('POST /private/agency/invitations')).toEqual([]);
  });

  it('changes a role, revokes an invitation and removes a colleague after confirming', async () => {
    const api = stubApi({
      'GET /private/agency/team': data(teamAs('owner')),
      [`PUT /private/agency/members/${COLLEAGUE_ID}`]: data(null),
      [`DELETE /private/agency/invitations/${INVITATION_ID}`]: data(null),
      [`DELETE /private/agency/members/${COLLEAGUE_ID}`]: data(null),
      'GET /private/users/me': data(buildMe()),
    });
    renderWithProviders(<TeamSection />);
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Permiso de Pablo Colega' }),
      'Puede gestionar',
    );
    expect(api.callsTo(`PUT /private/agency/members/${COLLEAGUE_ID}`)[0]?.body).toEqual({ role: 'manager' });

    await user.click(screen.getByRole('button', { name: 'Anular la invitación a nueva@ejemplo.es' }));
    expect(api.callsTo(`DELETE /private/agency/invitations/${INVITATION_ID}`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Quitar a Pablo Colega de la agencia?' });
    expect(api.callsTo(`DELETE /private/agency/members/${COLLEAGUE_ID}`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Quitar de la agencia' }));
    expect(api.callsTo(`DELETE /private/agency/members/${COLLEAGUE_ID}`)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Pablo Colega ya no está en tu equipo');
  });

  it('tells a refused change in Spanish', async () => {
    stubApi({
      'GET /private/agency/team': data(teamAs('owner')),
      [`DELETE /private/agency/invitations/${INVITATION_ID}`]: apiError(
        404,
        'NOT_FOUND',
        AGENCY_TEAM_MESSAGES.invitationNotFound,
      ),
      'GET /private/users/me': data(buildMe()),
    });
    renderWithProviders(<TeamSection />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Anular la invitación a nueva@ejemplo.es' }));
    expect(toast.error).toHaveBeenCalledWith(AGENCY_TEAM_MESSAGES.invitationNotFound);
  });

  it('lets a colleague leave from their own row after confirming, and reads their role again', async () => {
    let left = false;
    const api = stubApi({
      'GET /private/agency/team': data(teamAs('viewer')),
      [`DELETE /private/agency/members/${COLLEAGUE_ID}`]: () => {
        left = true;
        return data(null)();
      },
      'GET /private/users/me': () =>
        data(buildMe({ id: COLLEAGUE_ID, username: 'Pablo Colega', agencyRole: left ? null : 'viewer' }))(),
    });
    let leftCalls = 0;
    renderWithProviders(<TeamSection onLeft={() => (leftCalls += 1)} />);
    const user = userEvent.setup();
    const people = await screen.findByRole('list', { name: 'Personas del equipo' });
    const own = (await within(people).findByText('Pablo Colega (tú)')).closest('li')!;
    // Their own row: their role and the way out, not the manager's controls.
    expect(within(own).getByText('Puede ver')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar' })).not.toBeInTheDocument();

    await user.click(within(own).getByRole('button', { name: 'Salir de la agencia' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Salir de Agencia Onda Media?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo(`DELETE /private/agency/members/${COLLEAGUE_ID}`)).toEqual([]);

    await user.click(within(own).getByRole('button', { name: 'Salir de la agencia' }));
    const again = await screen.findByRole('alertdialog', { name: '¿Salir de Agencia Onda Media?' });
    await user.click(within(again).getByRole('button', { name: 'Salir de la agencia' }));
    await waitFor(() => expect(leftCalls).toBe(1));
    expect(api.callsTo(`DELETE /private/agency/members/${COLLEAGUE_ID}`)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Has salido de Agencia Onda Media');
    // The role was read again before saying so: the menus drop «Mi agencia» with it.
    expect(api.callsTo('GET /private/users/me').length).toBeGreaterThan(1);
  });

  it('holds the list until it knows who is reading: a manager never sees «Quitar» on themselves', async () => {
    const manager = { ...teamAs('manager') };
    manager.members = manager.members.map((member) =>
      member.userId === COLLEAGUE_ID ? { ...member, role: 'manager' } : member,
    );
    let answerMe: () => void = () => undefined;
    const meAnswered = new Promise<void>((resolve) => (answerMe = resolve));
    const api = stubApi({
      'GET /private/agency/team': data(manager),
      'GET /private/users/me': async () => {
        await meAnswered;
        return data(buildMe({ id: COLLEAGUE_ID, username: 'Pablo Colega', agencyRole: 'manager' }))();
      },
    });
    renderWithProviders(<TeamSection />);

    await waitFor(() => expect(api.callsTo('GET /private/agency/team')).toHaveLength(1));
    // The team has answered; the user has not yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tu equipo…');
    expect(screen.queryByRole('list', { name: 'Personas del equipo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Permiso de Pablo Colega' })).not.toBeInTheDocument();

    answerMe();
    const own = (await screen.findByText('Pablo Colega (tú)')).closest('li')!;
    expect(within(own).getByText('Puede gestionar')).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Salir de la agencia' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar' })).not.toBeInTheDocument();
  });

  it('says the team could not be loaded when the user cannot be read, and shows it on «Reintentar»', async () => {
    stubApi({
      'GET /private/agency/team': data(teamAs('owner')),
      'GET /private/users/me': (_call, count) =>
        count === 1
          ? apiError(500, 'INTERNAL', 'Error')()
          : data(buildMe({ id: OWNER_ID, isAgency: true, agencyRole: 'owner' }))(),
    });
    renderWithProviders(<TeamSection />);
    expect(await screen.findByText('No hemos podido cargar tu equipo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Agencia Onda Media (tú)')).toBeInTheDocument();
  });

  it('offers the owner no way to leave', async () => {
    stubApi({
      'GET /private/agency/team': data(teamAs('owner')),
      'GET /private/users/me': data(buildMe({ id: OWNER_ID, isAgency: true, agencyRole: 'owner' })),
    });
    renderWithProviders(<TeamSection />);
    expect(await screen.findByText('Agencia Onda Media (tú)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salir de la agencia' })).not.toBeInTheDocument();
  });

  it('tells a refused leave in Spanish and keeps the colleague on the team', async () => {
    stubApi({
      'GET /private/agency/team': data(teamAs('viewer')),
      [`DELETE /private/agency/members/${COLLEAGUE_ID}`]: apiError(404, 'NOT_FOUND', AGENCY_TEAM_MESSAGES.noAgency),
      'GET /private/users/me': data(buildMe({ id: COLLEAGUE_ID, agencyRole: 'viewer' })),
    });
    let leftCalls = 0;
    renderWithProviders(<TeamSection onLeft={() => (leftCalls += 1)} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Salir de la agencia' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Salir de la agencia' }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(AGENCY_TEAM_MESSAGES.noAgency));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(leftCalls).toBe(0);
  });

  it('shows a viewer the team without controls', async () => {
    stubApi({ 'GET /private/agency/team': data(teamAs('viewer')), 'GET /private/users/me': data(buildMe()) });
    renderWithProviders(<TeamSection />);
    expect(await screen.findByText('Pablo Colega')).toBeInTheDocument();
    expect(screen.getByText('Puede ver')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invitar a un colega' })).not.toBeInTheDocument();
  });
});
