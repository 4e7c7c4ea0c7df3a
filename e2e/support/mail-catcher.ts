import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { readMail } from './mime';

/**
 * A local SMTP server for the journeys: the app under test sends its e-mails here (SMTP_URL in
 * playwright.config.ts), through its real outbox and job queue, and each message is written to
 * `dir` as JSON for the tests to read (mailbox.ts). Nothing leaves the machine.
 */
export async function startMailCatcher(port: number, dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        const mail = { ...readMail(Buffer.concat(chunks).toString('utf8'), to), receivedAt: new Date().toISOString() };
        count += 1;
        // Written whole under a temporary name, then renamed, so a reader never sees half a file.
        const file = path.join(dir, `${Date.now()}-${count}.json`);
        writeFileSync(`${file}.tmp`, JSON.stringify(mail));
        renameSync(`${file}.tmp`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
