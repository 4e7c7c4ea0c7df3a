import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { data, stubApi } from '@/test/api-stub';
import { buildCreativePack } from '@/test/creative-pack-fixtures';
import { silenceToasts } from '@/test/toasts';
import { CAMPAIGN_ID, LIST, PODCAST_ID, cardOf, hired, list, renderPage } from './hired-campaigns-page.testing';

beforeEach(silenceToasts);

const PACK = `GET /private/campaigns/${CAMPAIGN_ID}/creative-pack`;

describe('the creative pack on a hired campaign', () => {
  it('is folded, read only when opened, with the player, the banner and the podcast’s own tracking link', async () => {
    const api = stubApi({ [LIST]: list([hired()]), [PACK]: data(buildCreativePack()) });
    renderPage();
    const card = await cardOf('Trail de invierno');
    expect(api.callsTo(PACK)).toHaveLength(0);

    await userEvent.setup().click(within(card).getByText('Ver el material de la campaña'));
    const pack = await within(card).findByRole('region', { name: 'Material de la campaña' });
    expect(api.callsTo(PACK)[0]!.search).toBe(`?podcastId=${PODCAST_ID}`);
    expect(pack.querySelector('audio')).toHaveAttribute('src', '/api/v1/private/campaigns/c1/files/f-spot');
    expect(within(pack).getByRole('img', { name: 'Banner de la campaña' })).toBeInTheDocument();
    expect(within(pack).getByRole('link', { name: /Descargar la cuña/ })).toBeInTheDocument();
    expect(screen.getByText('Este episodio llega gracias a Café Lumbre.')).toBeInTheDocument();
  });
});
