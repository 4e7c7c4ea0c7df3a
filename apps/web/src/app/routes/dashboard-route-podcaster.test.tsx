import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProposalPodcastStatus } from '@patrocina/domain';
import { data, stubApi } from '@/test/api-stub';
import { buildChatThread } from '@/test/fixtures';
import { buildPodcasterCampaign } from '@/test/fixtures';
import { buildCreativePack } from '@/test/creative-pack-fixtures';
import { list, renderDashboard, stubDashboard, summary } from './dashboard-route.testing';
import { silenceToasts } from '@/test/toasts';

beforeEach(silenceToasts);

describe('/dashboard', () => {
  it('shows a podcaster the proposals for their podcasts with their status, actions, reach and earnings, never a budget', async () => {
    const unanswered = buildPodcasterCampaign({ name: 'Trail de otoño' });
    const running = buildPodcasterCampaign({
      name: 'Maratón',
      status: 'IN_PROGRESS',
      tab: 'IN_PROGRESS',
      podcasterStatus: 'IN_PROGRESS',
      minEarnings: 500,
    });
    const notPicked = buildPodcasterCampaign({
      name: 'Cápsulas',
      status: 'CONFIGURING',
      tab: 'FINISHED',
      podcasterStatus: 'EXPIRED',
    });
    stubApi({
      'GET /private/advertiser-or-manager-campaigns': list([]),
      'GET /private/podcaster-or-manager-campaigns': data({
        campaigns: [unanswered, running, notPicked],
        counts: { CONFIGURING: 1, IN_PROGRESS: 1, FINISHED: 1 },
      }),
      [`GET /private/campaigns/${running.id}/creative-pack`]: data(
        buildCreativePack({ brief: 'Cuenta cómo entrenas con nuestras zapatillas.' }),
      ),
    });
    const { user } = renderDashboard();

    const card = await screen.findByRole('article', { name: 'Trail de otoño' });
    expect(within(card).getByText('Propuesta por revisar')).toBeInTheDocument();
    expect(within(card).getByText('2 menciones y 1 entrevista')).toBeInTheDocument();
    expect(within(card).getByText('45.000 escuchas')).toBeInTheDocument();
    // The earnings are the card's main figure: first, large, in tabular figures.
    expect(within(card).getAllByRole('term')[0]).toHaveTextContent('Ganancia estimada');
    const earnings = within(card).getAllByRole('definition')[0];
    expect(earnings).toHaveTextContent(/^540\s€$/);
    expect(earnings).toHaveClass('text-3xl', 'font-bold', 'tabular-nums');
    expect(card).not.toHaveTextContent(/presupuesto/i);
    expect(screen.queryByText('Aún no tienes campañas')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Finalizadas/ })).toHaveTextContent('1');

    await user.click(screen.getByRole('tab', { name: /Finalizadas/ }));
    expect(
      within(screen.getByRole('article', { name: 'Cápsulas' })).getByText('No elegida por el anunciante'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /En curso/ }));
    await user.click(screen.getByRole('button', { name: 'Ver los detalles de Maratón' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zapatillas Brío: Maratón' });
    // The brief comes with the creative pack, and so do the spot and the banner.
    expect(await within(dialog).findByText('Cuenta cómo entrenas con nuestras zapatillas.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Banner de la campaña' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/comisión del 10 %/);
    expect(dialog).toHaveTextContent(/Tu precio mínimo500\s€/);
  });

  it('sends a hired podcaster to the hired campaigns to plan dates, record episodes and report listens', async () => {
    // Each campaign stands in one stage (status and tab), the podcaster's own state within it.
    const inStage = (name: string, stage: 'IN_PROGRESS' | 'FINISHED', podcasterStatus: ProposalPodcastStatus) =>
      buildPodcasterCampaign({ name, status: stage, tab: stage, podcasterStatus });
    const toPlan = inStage('Trail de invierno', 'IN_PROGRESS', 'ACTION_DATES_PENDING');
    const expired = inStage('Maratón', 'IN_PROGRESS', 'EXPIRED_ACTION');
    const running = inStage('Cápsulas', 'IN_PROGRESS', 'IN_PROGRESS');
    const finished = inStage('Verano', 'FINISHED', 'FINISHED');
    stubApi({
      'GET /private/advertiser-or-manager-campaigns': list([]),
      'GET /private/podcaster-or-manager-campaigns': data({
        campaigns: [toPlan, expired, running, finished],
        counts: { CONFIGURING: 0, IN_PROGRESS: 3, FINISHED: 1 },
      }),
    });
    const { user } = renderDashboard('/dashboard?tab=en-curso');

    for (const name of ['Trail de invierno', 'Maratón', 'Cápsulas']) {
      const card = await screen.findByRole('article', { name });
      expect(within(card).getByRole('link', { name: 'Ir a campañas contratadas' })).toHaveAttribute(
        'href',
        '/campaigns/hired',
      );
    }
    await user.click(screen.getByRole('tab', { name: /Finalizadas/ }));
    const done = await screen.findByRole('article', { name: 'Verano' });
    expect(within(done).queryByRole('link', { name: 'Ir a campañas contratadas' })).not.toBeInTheDocument();
  });
});

describe('the mail icon on the dashboard', () => {
  it('shows only where a campaign manager runs the campaign: links an advertiser’s campaign to its workroom threads', async () => {
    const managed = summary({ name: 'Con gestor', managedByAgent: true });
    const mine = summary({ name: 'Como gestor', role: 'agent' });
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([managed, mine, summary({ name: 'Sin gestor' })]),
    });
    renderDashboard();

    const withAgent = await screen.findByRole('article', { name: 'Con gestor' });
    expect(within(withAgent).getByRole('link', { name: 'Abrir el chat de Con gestor' })).toHaveAttribute(
      'href',
      `/workroom?campaign=${managed.id}`,
    );
    expect(
      within(screen.getByRole('article', { name: 'Como gestor' })).getByRole('link', {
        name: 'Abrir el chat de Como gestor',
      }),
    ).toHaveAttribute('href', `/workroom?campaign=${mine.id}`);
    expect(
      within(screen.getByRole('article', { name: 'Sin gestor' })).queryByRole('link', { name: /Abrir el chat/ }),
    ).not.toBeInTheDocument();
  });

  it('opens the podcast’s chat from a podcaster’s card, and only on a managed campaign', async () => {
    const row = buildPodcasterCampaign({ name: 'Con gestor', managedByAgent: true });
    const thread = `/private/campaigns/${row.id}/podcasts/${row.podcast.id}/messages`;
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([]),
      'GET /private/podcaster-or-manager-campaigns': data({
        campaigns: [row, buildPodcasterCampaign({ name: 'Sin gestor' })],
        counts: { CONFIGURING: 2, IN_PROGRESS: 0, FINISHED: 0 },
      }),
      [`GET ${thread}`]: data(
        buildChatThread({ campaign: { id: row.id, brand: row.brand, name: row.name, status: 'CONFIGURING' } }),
      ),
      [`PUT ${thread}/read`]: data({ unread: 0 }),
    });
    const { user } = renderDashboard();

    expect(
      within(await screen.findByRole('article', { name: 'Sin gestor' })).queryByRole('button', {
        name: /Abrir el chat/,
      }),
    ).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('article', { name: 'Con gestor' })).getByRole('button', {
        name: 'Abrir el chat de Con gestor',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Zapatillas Brío · Con gestor' })).toBeInTheDocument();
  });

  it('lets the owner of a managed podcast read the proposal, says who answers for it, and offers no answer form', async () => {
    const managed = buildPodcasterCampaign({
      name: 'Gestionada',
      canAnswer: false,
      representativeName: 'Lucía Gestiona',
    });
    const own = buildPodcasterCampaign({ name: 'Propia' });
    stubDashboard({
      'GET /private/advertiser-or-manager-campaigns': list([]),
      'GET /private/podcaster-or-manager-campaigns': data({
        campaigns: [managed, own],
        counts: { CONFIGURING: 2, IN_PROGRESS: 0, FINISHED: 0 },
      }),
      'GET /private/podcasts/mine': data({ podcasts: [] }),
    });
    const { user } = renderDashboard();

    const card = await screen.findByRole('article', { name: 'Gestionada' });
    expect(card).toHaveTextContent('Responde Lucía Gestiona, que gestiona este podcast.');
    expect(within(card).queryByRole('button', { name: 'Revisar y responder' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Propia' })).getByRole('button', { name: 'Revisar y responder' }),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Ver la propuesta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propuesta de Zapatillas Brío: Gestionada' });
    expect(dialog).toHaveTextContent('2 menciones y 1 entrevista');
    expect(within(dialog).getByRole('note')).toHaveTextContent('Responde Lucía Gestiona, que gestiona este podcast.');
    expect(within(dialog).queryByRole('form', { name: 'Tu respuesta' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Enviar respuesta' })).not.toBeInTheDocument();
  });
});
