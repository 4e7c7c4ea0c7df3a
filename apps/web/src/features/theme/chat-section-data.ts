import type { ChatMessage } from '@patrocina/domain';

/** Sample messages for the style guide's chat: never sent anywhere. */
const campaign = { id: '00000000-0000-4000-8000-0000000000c1', brand: 'Café Lumbre', name: 'Lanzamiento' };
const base = {
  threadId: '00000000-0000-4000-8000-0000000000c2',
  podcastId: '00000000-0000-4000-8000-0000000000c3',
  campaign,
  clientId: null,
};

export const SAMPLE_CHAT_MESSAGES: ChatMessage[] = [
  {
    ...base,
    id: '00000000-0000-4000-8000-0000000000d1',
    seq: 1,
    body: '¡Hola! Os paso el briefing del lanzamiento.\nCualquier duda, aquí estoy.',
    attachment: { url: '#', name: 'briefing-lanzamiento.pdf' },
    createdAt: '2026-11-22T09:05:00.000Z',
    kind: 'MESSAGE',
    isRecipientUser: true,
    author: { id: null, username: 'gestora', role: 'agent' },
  },
  {
    ...base,
    id: '00000000-0000-4000-8000-0000000000d2',
    seq: 2,
    body: 'Recibido. ¿Os va bien que la mención vaya en el minuto 12?',
    attachment: null,
    createdAt: '2026-11-22T10:40:00.000Z',
    kind: 'MESSAGE',
    isRecipientUser: false,
    author: { id: null, username: 'mesacamilla', role: 'podcaster' },
  },
  {
    ...base,
    id: '00000000-0000-4000-8000-0000000000d3',
    seq: 3,
    body: 'Perfecto, gracias.',
    attachment: null,
    createdAt: '2026-11-23T08:15:00.000Z',
    kind: 'MESSAGE',
    isRecipientUser: true,
    author: { id: null, username: 'cafelumbre', role: 'advertiser' },
  },
];
