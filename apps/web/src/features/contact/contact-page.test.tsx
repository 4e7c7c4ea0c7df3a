import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { CONTACT_SENT, ContactPage } from './contact-page';

const MESSAGE = 'Quiero anunciar mi marca de café en podcasts de cocina.';

function renderContact() {
  renderWithProviders(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombre'), 'Lucía');
  await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@ejemplo.es');
  await user.type(screen.getByLabelText('Mensaje'), MESSAGE);
}

beforeEach(() => {
  vi.spyOn(toast, 'error').mockReturnValue(0);
});

/** Fills and sends the form, which the API refuses with `error`. */
async function sendRefused(error: ReturnType<typeof apiError>) {
  stubApi({ 'POST /public/contact': error });
  const user = renderContact();
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
}

describe('/contact', () => {
  it('envía el mensaje al equipo y confirma a qué correo responderemos', async () => {
    const api = stubApi({ 'POST /public/contact': data(null) });
    const user = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_SENT);
    expect(screen.getByRole('status')).toHaveTextContent('lucia@ejemplo.es');
    expect(api.callsTo('POST /public/contact')).toEqual([
      expect.objectContaining({ body: { name: 'Lucía', email: 'lucia@ejemplo.es', message: MESSAGE } }),
    ]);
  });

  it('no envía un mensaje demasiado corto y dice por qué, bajo el campo', async () => {
    const api = stubApi({ 'POST /public/contact': data(null) });
    const user = renderContact();
    await user.type(screen.getByLabelText('Nombre'), 'Lucía');
    await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@ejemplo.es');
    await user.type(screen.getByLabelText('Mensaje'), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(await screen.findByText('Cuéntanos un poco más (al menos 10 caracteres)')).toBeInTheDocument();
    expect(screen.getByLabelText('Mensaje')).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('con demasiados envíos muestra el aviso del servidor y conserva lo escrito', async () => {
    await sendRefused(apiError(429, 'TOO_MANY_REQUESTS', MESSAGES.tooManyRequests));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.tooManyRequests));
    expect(screen.getByLabelText('Mensaje')).toHaveValue(MESSAGE);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('ante un fallo del servidor muestra el error genérico', async () => {
    await sendRefused(apiError(500, 'INTERNAL_ERROR', MESSAGES.genericError));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.genericError));
    expect(screen.getByLabelText('Nombre')).toHaveValue('Lucía');
  });
});
