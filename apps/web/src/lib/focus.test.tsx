import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ModalDialog } from '@/components/form/modal-dialog';
import { useFocusRecovery } from './focus';

/** A page as the layouts frame it: the recovery installed, a heading in `main`. */
function Page({ children }: { children: ReactNode }) {
  useFocusRecovery();
  return (
    <main>
      <h1>Mis campañas</h1>
      {children}
    </main>
  );
}

function Vanishing() {
  const [shown, setShown] = useState(true);
  return shown ? (
    <button type="button" onClick={() => setShown(false)}>
      Rechazar todas
    </button>
  ) : null;
}

function Disabling() {
  const [busy, setBusy] = useState(false);
  return (
    <button type="button" disabled={busy} onClick={() => setBusy(true)}>
      Enviar
    </button>
  );
}

describe('focus kept off the body', () => {
  it('moves focus to the page’s heading when the focused button goes away', async () => {
    const user = userEvent.setup();
    render(
      <Page>
        <Vanishing />
      </Page>,
    );
    await user.click(screen.getByRole('button', { name: 'Rechazar todas' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Mis campañas' })).toHaveFocus());
    // Reached by script only: Tab does not stop on it.
    expect(screen.getByRole('heading', { name: 'Mis campañas' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves focus to the page’s heading when the focused button is disabled', async () => {
    const user = userEvent.setup();
    render(
      <Page>
        <Disabling />
      </Page>,
    );
    screen.getByRole('button', { name: 'Enviar' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Mis campañas' })).toHaveFocus());
  });

  it('leaves focus on the body when the person clicks the page’s background', async () => {
    const user = userEvent.setup();
    render(
      <Page>
        <button type="button">Filtrar</button>
        <p>Fondo</p>
      </Page>,
    );
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await user.click(screen.getByText('Fondo'));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(document.body).toHaveFocus();
  });
});

function LoadingDialog({ loaded }: { loaded: boolean }) {
  return (
    <ModalDialog title="Detalles de la campaña" onClose={() => {}}>
      {loaded ? <button type="button">Editar</button> : <p>Cargando…</p>}
    </ModalDialog>
  );
}

describe('a dialog that opens while it loads', () => {
  it('holds focus on its panel, then hands it to the first control once loaded', async () => {
    const { rerender } = render(<LoadingDialog loaded={false} />);
    expect(screen.getByRole('dialog', { name: 'Detalles de la campaña' })).toHaveFocus();
    rerender(<LoadingDialog loaded />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar' })).toHaveFocus());
  });

  it('leaves focus where the person moved it while it loaded', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<LoadingDialog loaded={false} />);
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    rerender(<LoadingDialog loaded />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
  });
});
