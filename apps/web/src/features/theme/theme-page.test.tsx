import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { ERROR_SUMMARY_DELAY_MS } from '@/components/form';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { ThemePage } from './theme-page';
import { silenceToasts } from '@/test/toasts';

function renderTheme() {
  renderWithProviders(
    <MemoryRouter>
      <ThemePage />
    </MemoryRouter>,
  );
}

beforeEach(silenceToasts);
afterEach(() => {
  vi.useRealTimers();
});

describe('/theme', () => {
  it('muestra cada campo en sus estados: opcional, con error, con contador', () => {
    renderTheme();

    expect(screen.getByRole('heading', { level: 1, name: 'Guía de estilo' })).toBeInTheDocument();
    expect(screen.getByText('Opcional')).toHaveTextContent('Opcional (opcional)');
    expect(screen.getByLabelText('Con un error')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(MESSAGES.invalidUrl)).toBeInTheDocument();
    expect(screen.getByText('27/40')).toBeInTheDocument();
    expect(screen.getByLabelText('Desactivado')).toBeDisabled();
  });

  it('el formulario de ejemplo enfoca el primer error y, medio segundo después, los enumera', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderTheme();

    const form = screen.getByRole('form', { name: 'Formulario de ejemplo' });
    await user.click(within(form).getByRole('button', { name: 'Comprobar' }));

    expect(within(form).getByLabelText('Marca')).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(ERROR_SUMMARY_DELAY_MS);
    });
    const summary = await screen.findByRole('alertdialog', { name: 'Revisa el formulario' });
    expect(summary).toHaveTextContent('Marca: Escribe la marca (al menos 2 caracteres)');
    expect(summary).toHaveTextContent(`Web: ${MESSAGES.invalidUrl}`);
  });

  it('abre y cierra los diálogos, y lanza cada tipo de aviso', async () => {
    const user = userEvent.setup();
    renderTheme();

    await user.click(screen.getByRole('button', { name: 'Abrir un diálogo' }));
    const dialog = screen.getByRole('dialog', { name: '¿Pausar la campaña?' });
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Error' }));
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.genericError);
    await user.click(screen.getByRole('button', { name: 'Éxito' }));
    expect(toast.success).toHaveBeenCalledWith('Guardado');
  });
});

describe('/theme, el chat', () => {
  it('abre el panel lateral del chat con mensajes de ejemplo y lo cierra', async () => {
    const user = userEvent.setup();
    renderTheme();
    expect(screen.getByText('Aún no hay mensajes. Escribe el primero.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir el chat de ejemplo' }));
    const panel = screen.getByRole('dialog', { name: 'Café Lumbre · Lanzamiento' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
