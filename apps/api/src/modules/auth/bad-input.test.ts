import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { buildSignup, json, type ErrorBody } from '../../../test/app';
import { post, setUpTestApp, t } from './auth.test-support';

setUpTestApp();

/** A login whose body is sent as written, with the content type it claims. */
function loginWithBody(contentType: string, payload: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/authentication/login',
    headers: { 'content-type': contentType },
    payload,
  });
}

describe('bad input', () => {
  it('answers malformed JSON with a 400 in Spanish', async () => {
    const response = await loginWithBody('application/json', '{"email": "a@b.es", "password": ');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: { code: 'INVALID_JSON', message: MESSAGES.invalidJson } });
  });

  it.each([
    ['an empty body', undefined],
    ['null', null],
    ['an array', [1, 2]],
    ['a number as e-mail', { email: 42, password: 'algo largo' }],
    ['a missing password', { email: 'alguien@example.com' }],
    ['an unknown method', { email: 'alguien@example.com', password: 'algo largo', method: 'MAGIC' }],
  ])('answers %s at login with a 400 and a Spanish message, never a 500', async (_name, payload) => {
    const response = await loginWithBody('application/json', payload === undefined ? '' : JSON.stringify(payload));
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(['VALIDATION_ERROR', 'INVALID_JSON']).toContain(body.error.code);
    expect(body.error.message).toMatch(/[a-záéíóúñ]/i);
    expect(body.error.message).not.toMatch(/expected|invalid input|required/i);
  });

  it('refuses a body that is not JSON, and one that is too large', async () => {
    const xml = await loginWithBody('application/xml', '<login/>');
    expect(xml.statusCode).toBe(415);
    expect(json<ErrorBody>(xml).error.message).toBe(MESSAGES.unsupportedMediaType);

    // A cross-site form can post text/plain: it is read as a string and refused by the schema.
    const form = await loginWithBody('text/plain', 'email=a');
    expect(form.statusCode).toBe(400);

    const huge = await post('/authentication/signup', buildSignup({ username: 'x'.repeat(300 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(json<ErrorBody>(huge).error.message).toBe(MESSAGES.payloadTooLarge);
  });

  it('answers an unknown API path with a 404 in the error envelope', async () => {
    const response = await t.call('GET', '/private/nada-por-aqui');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: { code: 'NOT_FOUND', message: MESSAGES.notFound } });
  });
});
