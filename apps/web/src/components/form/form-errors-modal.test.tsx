import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ERROR_SUMMARY_DELAY_MS, Form, ModalDialog, SubmitButton, TextField, useZodForm } from '.';

const schema = z.object({
  brand: z.string().min(1, 'Elige una marca'),
  name: z.string().min(2, 'Escribe al menos 2 letras'),
});

/** A step with a dialog of its own opened from inside it, as the wizard's «Añadir marca». */
function Step() {
  const form = useZodForm(schema, { brand: '', name: '' });
  const [isAdding, setIsAdding] = useState(false);
  const [note, setNote] = useState('');
  return (
    <>
      <Form form={form} onSubmit={form.handleSubmit(() => undefined)} aria-label="Qué anunciar">
        <TextField {...form.field('brand')} label="Marca" />
        <button type="button" onClick={() => setIsAdding(true)}>
          Añadir marca
        </button>
        <TextField {...form.field('name')} label="Nombre" />
        <SubmitButton busy={form.isSubmitting}>Siguiente</SubmitButton>
      </Form>
      {isAdding ? (
        <ModalDialog title="Añadir marca" onClose={() => setIsAdding(false)}>
          <label>
            NIF
            <input value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
        </ModalDialog>
      ) : null}
    </>
  );
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('el modal «Revisa el formulario»', () => {
  it('lista los errores medio segundo después de un envío fallido y «Entendido» devuelve el foco al primer campo', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<Step />);

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    const brand = screen.getByRole('textbox', { name: 'Marca' });
    expect(brand).toHaveFocus();
    advance(ERROR_SUMMARY_DELAY_MS - 1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    advance(1);

    const summary = screen.getByRole('alertdialog', { name: 'Revisa el formulario' });
    expect(summary).toHaveTextContent('Marca: Elige una marca');
    expect(summary).toHaveTextContent('Nombre: Escribe al menos 2 letras');
    expect(within(summary).getByRole('button', { name: 'Entendido' })).toHaveFocus();
    await user.click(within(summary).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(brand).toHaveFocus();
  });

  it('no se abre sobre un diálogo abierto entretanto: el foco y lo que se escribe siguen en él', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<Step />);

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    advance(ERROR_SUMMARY_DELAY_MS / 2);
    fireEvent.click(screen.getByRole('button', { name: 'Añadir marca' }));
    const dialog = screen.getByRole('dialog', { name: 'Añadir marca' });
    const taxId = within(dialog).getByRole('textbox', { name: 'NIF' });
    expect(taxId).toHaveFocus();

    advance(ERROR_SUMMARY_DELAY_MS);
    await user.type(taxId, 'B28765436');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(taxId).toHaveFocus();
    expect(taxId).toHaveValue('B28765436');
    // Closing the dialog does not bring the stale list back: the field's own message is still there.
    await user.keyboard('{Escape}');
    advance(ERROR_SUMMARY_DELAY_MS);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Marca' })).toHaveAccessibleDescription('Elige una marca');
  });

  it('se abre para un formulario en un diálogo abierto sobre otro, como el de entrar cuando caduca la sesión', () => {
    function Stacked() {
      const [isLoginOpen, setIsLoginOpen] = useState(false);
      return (
        <>
          <ModalDialog title="Añadir marca" onClose={() => undefined}>
            <button type="button" onClick={() => setIsLoginOpen(true)}>
              Caduca la sesión
            </button>
          </ModalDialog>
          {isLoginOpen ? (
            <ModalDialog title="Entra en tu cuenta" onClose={() => setIsLoginOpen(false)}>
              <Step />
            </ModalDialog>
          ) : null}
        </>
      );
    }
    render(<Stacked />);

    fireEvent.click(screen.getByRole('button', { name: 'Caduca la sesión' }));
    const login = screen.getByRole('dialog', { name: 'Entra en tu cuenta' });
    fireEvent.click(within(login).getByRole('button', { name: 'Siguiente' }));
    advance(ERROR_SUMMARY_DELAY_MS);

    const summary = screen.getByRole('alertdialog', { name: 'Revisa el formulario' });
    expect(summary).toHaveTextContent('Marca: Elige una marca');
  });

  it('no se abre si el formulario ya no está en la página', () => {
    function Toggle() {
      const [isShown, setIsShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setIsShown(false)}>
            Ocultar
          </button>
          <div hidden={!isShown}>
            <Step />
          </div>
        </>
      );
    }
    render(<Toggle />);

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar' }));
    advance(ERROR_SUMMARY_DELAY_MS);

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
