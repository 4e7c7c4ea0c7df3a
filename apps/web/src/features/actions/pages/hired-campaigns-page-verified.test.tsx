import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LISTEN_MILESTONES, type VerifiedListens } from '@patrocina/domain';
import { stubApi } from '@/test/api-stub';
import { silenceToasts } from '@/test/toasts';
import { action, airedAction, hired, LIST, list, renderPage, cardOf } from './hired-campaigns-page.testing';

beforeEach(silenceToasts);

/** Issue 21 on the podcaster's side: what the prefix counted for each aired action, apart from what they declare. */
const counted: VerifiedListens = {
  milestones: LISTEN_MILESTONES.map((milestone) => ({ milestone, listens: milestone === 7 ? 640 : null })),
  soFar: 910,
  platforms: [
    { platform: 'ivoox', listens: 600 },
    { platform: 'overcast', listens: 310 },
  ],
};

const cellsOf = (row: HTMLElement) => Array.from(row.children).map((cell) => cell.textContent);

describe('verified listens on a hired campaign', () => {
  it('shows each aired action’s verified listens by milestone, «hasta hoy» and by app, in their own table', async () => {
    const running = hired({
      podcasterStatus: 'IN_PROGRESS',
      nextStep: 'REPORT_LISTENS',
      actions: [{ ...airedAction(1), verified: counted }, airedAction(2), action(3)],
    });
    stubApi({ [LIST]: list([running]) });
    renderPage();

    const card = await cardOf('Trail de invierno');
    const section = within(card).getByRole('region', { name: 'Escuchas verificadas' });
    const table = within(section).getByRole('table', {
      name: 'Escuchas verificadas de Modo Cooperativo en Trail de invierno',
    });
    const [head, first, second, ...rest] = within(table).getAllByRole('row');
    expect(cellsOf(head!)).toEqual(['Acción', '7 días', '15 días', '22 días', '31 días', 'Hasta hoy', 'Apps']);
    expect(cellsOf(first!)).toEqual([
      'Mención 1',
      '640',
      '—sin datos',
      '—sin datos',
      '—sin datos',
      '910',
      'iVoox 600 · Overcast 310',
    ]);
    expect(cellsOf(second!)).toEqual(['Mención 2', 'Sin medición verificada']);
    // Only aired actions are listed; the podcaster sees no price or CPM here.
    expect(rest).toEqual([]);
    expect(section).not.toHaveTextContent('CPM');
  });

  it('tells how to start measuring once something aired and nothing is measured', async () => {
    stubApi({
      [LIST]: list([hired({ podcasterStatus: 'IN_PROGRESS', nextStep: 'REPORT_LISTENS', actions: [airedAction(1)] })]),
    });
    renderPage();

    const section = within(await cardOf('Trail de invierno')).getByRole('region', { name: 'Escuchas verificadas' });
    expect(section).toHaveTextContent(/^Escuchas verificadasSin medición verificada: pon el prefijo de analítica/);
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says nothing of measurement before any action aired', async () => {
    stubApi({ [LIST]: list([hired()]) });
    renderPage();

    const card = await cardOf('Trail de invierno');
    expect(within(card).queryByRole('region', { name: 'Escuchas verificadas' })).not.toBeInTheDocument();
  });
});
