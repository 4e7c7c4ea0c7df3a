import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MAX_CHARS, CHAT_MESSAGES, type Me } from '@patrocina/domain';
import { meQueryKey } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { apiError, data, stubApi } from '@/test/api-stub';
import {
  buildChatMessage,
  buildChatThread,
  buildMe,
  CHAT_CAMPAIGN_ID,
  CHAT_PODCAST_ID,
  jsonResponse,
} from '@/test/fixtures';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { ChatSlideOver, type ChatTarget } from './chat-slide-over';
import { silenceToasts } from '@/test/toasts';

const PATH = `/private/campaigns/${CHAT_CAMPAIGN_ID}/podcasts/${CHAT_PODCAST_ID}/messages`;
const target: ChatTarget = {
  campaignId: CHAT_CAMPAIGN_ID,
  podcastId: CHAT_PODCAST_ID,
  brand: 'Café Lumbre',
  campaignName: 'Lanzamiento',
};
const stored = (body: unknown) =>
  buildChatMessage({ isRecipientUser: false, body: String((body as { body: string }).body) });
/** The API keeping a sent message: it answers with the message as stored. */
const echoSent = (call: { body: unknown }) => jsonResponse({ data: stored(call.body) }, 201);

/** The chat's API: a plain thread and its read mark, unless the test answers them otherwise. */
function stubChat(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ [`GET ${PATH}`]: data(buildChatThread()), [`PUT ${PATH}/read`]: data({ unread: 0 }), ...handlers });
}

function open(queryClient = createTestQueryClient()) {
  const onClose = vi.fn();
  return { onClose, ...renderWithProviders(<ChatSlideOver target={target} onClose={onClose} />, queryClient) };
}

beforeEach(silenceToasts);

describe('the chat slide-over', () => {
  it('shows brand and campaign, the two parties, and the messages oldest first with Spanish dates', async () => {
    stubChat({
      [`GET ${PATH}`]: data(
        buildChatThread({
          messages: [
            buildChatMessage({ body: 'Primera línea\nsegunda línea', createdAt: '2026-11-22T09:05:00.000Z' }),
            buildChatMessage({
              body: 'Te mando el guion',
              author: { id: null, username: 'gestora', role: 'agent' },
              attachment: { url: '/api/v1/private/files/abc', name: 'guion.pdf' },
              createdAt: '2026-11-23T17:30:00.000Z',
            }),
          ],
        }),
      ),
    });
    open();

    const dialog = await screen.findByRole('dialog', { name: 'Café Lumbre · Lanzamiento' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('cafelumbre · mesacamilla')).toBeInTheDocument();
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('cafelumbre');
    expect(items[0]).toHaveTextContent('Anunciante');
    expect(items[0]).toHaveTextContent('22 de noviembre de 2026, 10:05');
    expect(within(items[0]!).getByText(/Primera línea/).textContent).toBe('Primera línea\nsegunda línea');
    expect(items[1]).toHaveTextContent('Gestor de campaña');
    expect(items[1]).toHaveTextContent('23 de noviembre de 2026, 18:30');
    expect(within(items[1]!).getByRole('link', { name: /guion\.pdf/ })).toHaveAttribute('download', 'guion.pdf');
  });

  it('says the thread is empty, and keeps a message body as text, never HTML', async () => {
    stubChat();
    open();
    expect(await screen.findByText(CHAT_MESSAGES.empty)).toBeInTheDocument();
  });

  it('marks the thread read on opening and moves the header badge to the new total', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: data(buildChatThread({ unread: 2 })),
      [`PUT ${PATH}/read`]: data({ unread: 1 }),
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData<Me>(meQueryKey, buildMe({ messageStats: { unread: 3 } }));
    open(queryClient);
    await waitFor(() => expect(queryClient.getQueryData<Me>(meQueryKey)?.messageStats.unread).toBe(1));
    expect(api.callsTo(`PUT ${PATH}/read`)).toHaveLength(1);
  });

  it('does nothing while the text is empty, sends once on a double click, then says «Mensaje enviado» and reloads', async () => {
    let release: () => void = () => undefined;
    const api = stubChat({
      [`POST ${PATH}`]: async (call) => {
        await new Promise<void>((resolve) => (release = resolve));
        return echoSent(call);
      },
    });
    const user = userEvent.setup();
    open();
    const text = await screen.findByLabelText('Tu mensaje');
    const sendButton = screen.getByRole('button', { name: 'Enviar' });
    expect(sendButton).toBeDisabled();
    expect(sendButton).toHaveAttribute('aria-disabled', 'true');
    await user.type(text, '   ');
    expect(sendButton).toBeDisabled();

    await user.type(text, 'Hola');
    expect(sendButton).toBeEnabled();
    await user.dblClick(sendButton);
    await waitFor(() => expect(api.callsTo(`POST ${PATH}`)).toHaveLength(1));
    expect(sendButton).toBeDisabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    release();

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Mensaje enviado'));
    expect(api.callsTo(`POST ${PATH}`)).toHaveLength(1);
    const body = api.callsTo(`POST ${PATH}`)[0]!.body as Record<string, unknown>;
    expect(body.body).toBe('Hola');
    expect(body.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.attachment).toBeUndefined();
    await waitFor(() => expect(api.callsTo(`GET ${PATH}`)).toHaveLength(2));
    expect(text).toHaveValue('');
  });

  it('sends with Ctrl+Enter', async () => {
    const api = stubChat({ [`POST ${PATH}`]: echoSent });
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Tu mensaje'), '¿Grabamos el martes?');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(api.callsTo(`POST ${PATH}`)).toHaveLength(1));
  });

  it('«Enviar» pressed with the keyboard leaves focus in the text area for the next message', async () => {
    const api = stubChat({ [`POST ${PATH}`]: echoSent });
    const user = userEvent.setup();
    open();
    const text = await screen.findByLabelText('Tu mensaje');
    await user.type(text, '¿Grabamos el martes?');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo(`POST ${PATH}`)).toHaveLength(1));
    await waitFor(() => expect(text).toHaveValue(''));
    expect(text).toHaveFocus();
  });

  it('after a failed send reloads the messages and clears the text, saying nothing; a retry of the same text keeps its id', async () => {
    const api = stubChat({
      [`POST ${PATH}`]: apiError(500, 'INTERNAL', 'Ha ocurrido un error. Inténtalo más tarde.'),
    });
    const user = userEvent.setup();
    open();
    const text = await screen.findByLabelText('Tu mensaje');
    await user.type(text, 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(api.callsTo(`GET ${PATH}`)).toHaveLength(2));
    expect(text).toHaveValue('');
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(text, 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(api.callsTo(`POST ${PATH}`)).toHaveLength(2));
    const [first, second] = api.callsTo(`POST ${PATH}`).map((call) => (call.body as { clientId: string }).clientId);
    expect(second).toBe(first);
  });

  it('shows nothing when the thread cannot load', async () => {
    stubChat({
      [`GET ${PATH}`]: apiError(500, 'INTERNAL', 'Ha ocurrido un error. Inténtalo más tarde.'),
    });
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Café Lumbre · Lanzamiento' });
    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(CHAT_MESSAGES.empty)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/error/i)).not.toBeInTheDocument();
  });

  it('caps the text at 2048 characters and switches to the extended style above 500', async () => {
    stubChat();
    open();
    const text = await screen.findByLabelText('Tu mensaje');
    expect(text).toHaveAttribute('maxLength', String(CHAT_MAX_CHARS));
    fireEvent.change(text, { target: { value: 'a'.repeat(500) } });
    expect(text).toHaveAttribute('data-extended', 'false');
    expect(screen.getByText('500/2048')).toBeInTheDocument();
    fireEvent.change(text, { target: { value: 'a'.repeat(501) } });
    expect(text).toHaveAttribute('data-extended', 'true');
    expect(screen.getByText('501/2048')).toBeInTheDocument();
  });

  it.each(['FINISHED', 'MANAGED', 'CLOSED', 'READ_ONLY', 'AGENCY_VIEWER'] as const)(
    'says why the viewer cannot write when %s, and does not invite them to write first',
    async (reason) => {
      stubChat({
        [`GET ${PATH}`]: data(buildChatThread({ canSend: false, disabledReason: reason })),
      });
      open();
      expect(await screen.findByText(CHAT_MESSAGES.disabled[reason])).toBeInTheDocument();
      expect(screen.getByText(CHAT_MESSAGES.emptyReadOnly)).toBeInTheDocument();
      expect(screen.queryByText(CHAT_MESSAGES.empty)).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Tu mensaje')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    },
  );

  it('sends the attachment in base64 with its name, and lets it be removed before', async () => {
    const api = stubChat({ [`POST ${PATH}`]: echoSent });
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Tu mensaje'), 'El guion');
    await user.upload(
      screen.getByLabelText('Adjuntar archivo'),
      new File(['primero'], 'primero.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Quitar primero.pdf' }));
    await user.upload(
      screen.getByLabelText('Adjuntar archivo'),
      new File(['hola'], 'guion.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('guion.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(api.callsTo(`POST ${PATH}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${PATH}`)[0]!.body).toMatchObject({
      body: 'El guion',
      attachment: btoa('hola'),
      attachmentName: 'guion.pdf',
    });
    await waitFor(() => expect(screen.queryByText('guion.pdf')).not.toBeInTheDocument());
  });

  it('marks read again when someone else’s message arrives while it is open', async () => {
    const first = buildChatMessage();
    let thread = buildChatThread({ messages: [first] });
    const api = stubChat({
      [`GET ${PATH}`]: () => jsonResponse({ data: thread }),
    });
    const { queryClient } = open();
    await screen.findByText(first.body);
    await waitFor(() => expect(api.callsTo(`PUT ${PATH}/read`)).toHaveLength(1));
    thread = buildChatThread({ messages: [first, buildChatMessage({ body: 'Nuevo' })] });
    await queryClient.invalidateQueries();
    await screen.findByText('Nuevo');
    await waitFor(() => expect(api.callsTo(`PUT ${PATH}/read`)).toHaveLength(2));
  });

  it('closes with Escape after sliding away; Cerrar does the same', async () => {
    stubChat();
    const user = userEvent.setup();
    const { onClose } = open();
    const dialog = await screen.findByRole('dialog');
    await screen.findByLabelText('Tu mensaje');
    await user.keyboard('{Escape}');
    expect(dialog).toHaveAttribute('data-state', 'closing');
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes with Cerrar', async () => {
    stubChat();
    const user = userEvent.setup();
    const { onClose } = open();
    await user.click(await screen.findByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
