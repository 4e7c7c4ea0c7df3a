import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignReportSchema, LISTEN_MILESTONES, type AiringProof } from '@patrocina/domain';
import { data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { AiringProofPanel } from './airing-proofs';
import { NO_VERIFIED, NOT_MEASURED } from '../../pages/campaign-report.testing';

const ID = '40000000-0000-4000-8000-000000000007';
const noFigures = { ivooxListens: 0, notInIvooxListens: 0, spotifyListens: 0, youtubeViews: 0 };
const totals = LISTEN_MILESTONES.map((milestone) => ({ milestone, ...noFigures, total: 0 }));

function action(id: string, position: number, proof: AiringProof | null) {
  return {
    id,
    kind: 'spots',
    position,
    plannedOn: '2026-12-03',
    publishedOn: proof ? '2026-12-03' : null,
    episodeUrl: proof ? 'https://ruido.es/episodios/1' : null,
    episodeTitle: proof ? 'Episodio 1' : null,
    adStart: proof ? '1:00' : null,
    listens: LISTEN_MILESTONES.map((milestone) => ({ milestone, figures: null })),
    makeGood: false,
    underDelivery: null,
    remedy: null,
    ...NOT_MEASURED,
    proof,
  };
}

const proof = (overrides: Partial<AiringProof>): AiringProof => ({
  status: 'ready',
  attempts: 1,
  final: false,
  failure: null,
  detection: 'found',
  detectedAtSeconds: 61,
  clipUrl: null,
  clipStartSeconds: null,
  clipSeconds: null,
  summary: '',
  ...overrides,
});

function report(actions: ReturnType<typeof action>[]) {
  return campaignReportSchema.parse({
    campaign: {
      id: ID,
      slug: 'ruido-norte',
      brand: 'Ruido Norte',
      name: 'Cuñas de invierno',
      url: 'https://ruido-norte.es',
      status: 'IN_PROGRESS',
      substatus: 'IN_PROGRESS',
      range: { startsOn: '2026-12-01', endsOn: '2026-12-31' },
      finishedAt: null,
      closedReason: null,
    },
    podcasts: [
      {
        podcastId: '50000000-0000-4000-8000-000000000007',
        title: 'Ruido Blanco',
        slug: 'ruido-blanco',
        imageUrl: null,
        status: 'IN_PROGRESS',
        cost: 600,
        target: null,
        estimatedReach: 0,
        reach: 0,
        clicks: 0,
        trackingUrl: null,
        actions,
        milestones: totals,
        verified: NO_VERIFIED,
      },
    ],
    totals: {
      actions: actions.length,
      recorded: 2,
      cost: 600,
      estimatedReach: 0,
      reach: 0,
      clicks: 0,
      milestones: totals,
      verified: NO_VERIFIED,
    },
    clicksByDay: [],
  });
}

describe('the back office’s proof of airing', () => {
  it('lists each aired action’s clip and what the fingerprint found, and the failed fetches in words', async () => {
    stubApi({
      [`GET /private/campaigns/${ID}/report`]: data(
        report([
          action(
            '60000000-0000-4000-8000-000000000001',
            1,
            proof({ clipUrl: `/api/v1/private/campaigns/${ID}/actions/1/clip`, summary: 'Cuña detectada a las 1:01' }),
          ),
          action(
            '60000000-0000-4000-8000-000000000002',
            2,
            proof({
              status: 'failed',
              final: true,
              failure: 'too-large',
              detection: null,
              detectedAtSeconds: null,
              summary:
                'No hemos podido comprobar la emisión: el archivo de audio es demasiado grande. Ya no lo intentaremos más; el equipo lo revisará.',
            }),
          ),
          action('60000000-0000-4000-8000-000000000003', 3, null),
        ]),
      ),
    });
    renderWithProviders(<AiringProofPanel campaignId={ID} />);

    const panel = await screen.findByRole('region', { name: 'Comprobación de la emisión' });
    const podcast = within(panel).getByRole('region', { name: 'La emisión en Ruido Blanco' });
    expect(within(podcast).getByLabelText('Escucha la emisión: Cuña 1 de Ruido Blanco')).toHaveAttribute(
      'src',
      `/api/v1/private/campaigns/${ID}/actions/1/clip`,
    );
    expect(within(podcast).getByText('Cuña detectada a las 1:01')).toBeInTheDocument();
    expect(within(podcast).getByText(/^No hemos podido comprobar la emisión: el archivo/)).toBeInTheDocument();
    expect(within(podcast).queryByText(/Cuña 3/)).not.toBeInTheDocument();
    expect(within(podcast).getAllByRole('listitem')).toHaveLength(2);
  });
});
