import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { json, lastMailTo, uniqueEmail, useTestApp } from '../../../test/app';

const t = useTestApp({ env: { CONTACT_EMAIL: 'equipo@example.com', CONTACT_RATE_LIMIT_PER_HOUR: '3' } });

const send = (payload: unknown) => t.call('POST', '/public/contact', undefined, payload as object);

describe('the contact form', () => {
  it('reaches the team through the outbox with the sender’s address', async () => {
    const email = uniqueEmail('oyente');
    const response = await send({ name: 'Pablo', email, message: 'Quiero anunciar mi marca de café en podcasts.' });
    expect(response.statusCode).toBe(200);
    const mail = await lastMailTo(t.database, 'equipo@example.com');
    expect(mail?.subject).toBe('Mensaje de contacto de Pablo');
    expect(mail?.text).toContain(email);
    expect(mail?.text).toContain('Quiero anunciar mi marca de café en podcasts.');
  });

  it('escapes what the visitor writes in the HTML e-mail', async () => {
    await send({ name: 'Eva', email: uniqueEmail(), message: '<script>alert("hola")</script> y más texto' });
    const mail = await lastMailTo(t.database, 'equipo@example.com');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;');
  });

  it('says in Spanish what is missing', async () => {
    const response = await send({ name: '', email: 'no', message: 'corto' });
    expect(response.statusCode).toBe(400);
    const { fields } = json<{ error: { fields: { path: string; message: string }[] } }>(response).error;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Escribe tu nombre' },
        { path: 'email', message: 'Introduce un correo electrónico válido' },
        { path: 'message', message: 'Cuéntanos un poco más (al menos 10 caracteres)' },
      ]),
    );
  });

  it('limits how many messages one address sends', async () => {
    let last = await send({ name: 'Spam', email: uniqueEmail(), message: 'Mensaje repetido muchas veces' });
    for (let i = 0; i < 3 && last.statusCode !== 429; i += 1) {
      last = await send({ name: 'Spam', email: uniqueEmail(), message: 'Mensaje repetido muchas veces' });
    }
    expect(last.statusCode).toBe(429);
    expect(json<{ error: { message: string } }>(last).error.message).toBe(MESSAGES.tooManyRequests);
  });
});
