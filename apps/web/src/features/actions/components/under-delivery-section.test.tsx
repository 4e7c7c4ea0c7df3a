import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAKE_GOOD_MESSAGES, type UnderDeliveryList } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { silenceToasts } from '@/test/toasts';
import { UnderDeliverySection } from './under-delivery-section';

const CAMPAIGN = '40000000-0000-4000-8000-000000000001';
const ACTION = '30000000-0000-4000-8000-000000000001';
const LIST = `GET /private/backoffice/campaigns/${CAMPAIGN}/under-delivery`;
const CREDIT = `POST /private/backoffice/campaigns/${CAMPAIGN}/actions/${ACTION}/credit`;
const MAKE_GOOD = `POST /private/backoffice/campaigns/${CAMPAIGN}/actions/${ACTION}/make-good`;

const flagged: UnderDeliveryList = {
  thresholdPercent: 60,
  actions: [
    {
      actionId: ACTION,
      podcastId: '20000000-0000-4000-8000-000000000001',
      podcastTitle: 'Modo Cooperativo',
      kind: 'mentions',
      position: 1,
      makeGood: false,
      underDelivery: { listens: 1_200, estimated: 3_000, percent: 40 },
      remedy: null,
      creditCents: 18_150,
      canMakeGood: true,
      canCredit: true,
    },
  ],
};

beforeEach(silenceToasts);

describe('the back office’s under-delivered actions', () => {
  it('says the flag in words and, before crediting, the amount the advertiser gets back', async () => {
    const api = stubApi({ [LIST]: data(flagged), [CREDIT]: data(flagged) });
    const user = userEvent.setup();
    renderWithProviders(<UnderDeliverySection campaignId={CAMPAIGN} />);
    expect(
      await screen.findByText('Por debajo de lo previsto: 1.200 de 3.000 escuchas estimadas (40 %)'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abonar al anunciante' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Abonar la acción al anunciante?' });
    expect(dialog).toHaveTextContent(/181,50\s€, IVA incluido/);
    expect(api.callsTo(CREDIT)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Abonar' }));
    await vi.waitFor(() => expect(api.callsTo(CREDIT)).toHaveLength(1));
  });

  it('tells a refusal of the make-good', async () => {
    stubApi({
      [LIST]: data(flagged),
      [MAKE_GOOD]: apiError(409, 'CONFLICT', MAKE_GOOD_MESSAGES.alreadyRemedied),
    });
    const user = userEvent.setup();
    renderWithProviders(<UnderDeliverySection campaignId={CAMPAIGN} />);
    await user.click(await screen.findByRole('button', { name: 'Añadir acción de compensación' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('sin coste para el anunciante');
    await user.click(screen.getByRole('button', { name: 'Proponerla' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(MAKE_GOOD_MESSAGES.alreadyRemedied));
  });
});
