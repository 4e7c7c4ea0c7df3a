import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from './transport';

describe('the SMTP transport', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends an inline image with its Content-ID, so the HTML shows it by cid (the payment order’s QR)', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'no-reply@localhost', 'http://localhost:3000');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await transport.send({
      id: '00000000-0000-4000-8000-000000000001',
      to: 'ana@example.com',
      subject: 'Orden de pago',
      text: 'Escanea el código',
      html: '<p><img src="cid:pago-sepa-qr" alt="QR"></p>',
      images: [
        {
          cid: 'pago-sepa-qr',
          filename: 'pago-sepa.png',
          contentType: 'image/png',
          contentBase64: png.toString('base64'),
        },
      ],
    });
    transport.close();
    const raw = received.at(-1)!;
    expect(raw).toMatch(/Content-Type: multipart\/related/i);
    expect(raw).toMatch(/Content-Type: image\/png/i);
    expect(raw).toContain('Content-ID: <pago-sepa-qr>');
    expect(raw).toContain(png.toString('base64'));
  });
});
