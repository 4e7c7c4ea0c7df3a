import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Checkbox, Form, PhoneField, SubmitButton, TextField, useZodForm } from '.';

const schema = z.object({
  name: z.string().trim().min(2, 'Escribe al menos 2 letras').max(10, 'Como mucho 10 letras'),
  prefix: z.string(),
  phone: z.string(),
  ok: z.literal(true, { error: 'Marca la casilla' }),
});

function Example({ onValid }: { onValid: (data: z.output<typeof schema>) => Promise<void> }) {
  const form = useZodForm(schema, { name: '', prefix: '+34', phone: '', ok: false });
  return (
    <Form form={form} onSubmit={form.handleSubmit(onValid)}>
      <TextField {...form.field('name')} label="Nombre" maxLength={10} />
      <PhoneField label="Teléfono" optional prefix={form.field('prefix')} number={form.field('phone')} />
      <Checkbox {...form.field('ok')} label="Acepto" />
      <SubmitButton busy={form.isSubmitting}>Guardar</SubmitButton>
    </Form>
  );
}

describe('kit de formularios', () => {
  it('no marca como erróneo un campo que solo se ha recorrido, y sí uno cambiado', async () => {
    const user = userEvent.setup();
    render(<Example onValid={() => Promise.resolve()} />);
    const name = screen.getByLabelText('Nombre');

    await user.click(name);
    await user.tab();
    expect(name).not.toHaveAttribute('aria-invalid');

    await user.type(name, 'a');
    await user.tab();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Escribe al menos 2 letras');
  });

  it('cuenta los caracteres contra el máximo y marca los campos opcionales', async () => {
    const user = userEvent.setup();
    render(<Example onValid={() => Promise.resolve()} />);

    await user.type(screen.getByLabelText('Nombre'), 'Lucía');

    expect(screen.getByText('5/10', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Teléfono\s*\(opcional\)$/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Prefijo')).toHaveValue('+34');
  });

  it('no envía dos veces mientras el primer envío sigue en curso', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Example onValid={onValid} />);
    await user.type(screen.getByLabelText('Nombre'), 'Lucía');
    await user.click(screen.getByRole('checkbox', { name: 'Acepto' }));

    const button = screen.getByRole('button', { name: 'Guardar' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Enviando…' })).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Enviando…' }));

    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({ name: 'Lucía', prefix: '+34', phone: '', ok: true });
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Guardar' })).not.toHaveAttribute('aria-busy');
  });
});
