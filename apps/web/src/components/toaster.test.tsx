import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { Toaster } from './toaster';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => {
    vi.runAllTimers();
  });
  vi.useRealTimers();
});

/** Lets `ms` of the fake clock pass, and the toasts react. */
function elapse(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Toaster', () => {
  it('keeps an error for 10 s, as an alert', () => {
    render(<Toaster />);
    act(() => {
      toast.error('No hemos podido guardar');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('No hemos podido guardar');

    elapse(9_999);
    expect(screen.getByText('No hemos podido guardar')).toBeInTheDocument();
    elapse(1);
    expect(screen.queryByText('No hemos podido guardar')).not.toBeInTheDocument();
  });

  it('keeps success and info for 5 s', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Guardado');
      toast.info('Te hemos enviado un correo');
    });
    expect(screen.getAllByRole('status')).toHaveLength(2);
    // Each toast stays a list item of the notifications list (a role on the <li> would replace it).
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('status').textContent)).toEqual([
      'Hecho: Guardado',
      'Aviso: Te hemos enviado un correo',
    ]);

    elapse(4_999);
    expect(screen.getByText('Guardado')).toBeInTheDocument();
    elapse(1);
    expect(screen.queryByText('Guardado')).not.toBeInTheDocument();
    expect(screen.queryByText('Te hemos enviado un correo')).not.toBeInTheDocument();
  });

  it('closes a toast with its button', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Aviso de prueba');
    });
    act(() => {
      screen.getByRole('button', { name: 'Cerrar aviso' }).click();
    });
    expect(screen.queryByText('Aviso de prueba')).not.toBeInTheDocument();
  });
});
