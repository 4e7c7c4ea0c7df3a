import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import type { ReadMail } from './mime';

/**
 * The journeys' side of mail-catcher.ts: the e-mails the app under test has sent. Only when the
 * journeys start the app themselves (not against E2E_BASE_URL): playwright.config.ts sets E2E_MAIL_DIR.
 */
export const MAIL_DIR = process.env.E2E_MAIL_DIR;

/** Skips the journey where no mail catcher runs (against E2E_BASE_URL): it reads the e-mails the app sends. */
export function skipWithoutMailCatcher(): void {
  test.skip(
    !MAIL_DIR,
    'needs the mail catcher, which only runs when the journeys start the app (not with E2E_BASE_URL)',
  );
}

export type CaughtMail = ReadMail & { receivedAt: string };

function readAll(dir: string): CaughtMail[] {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return names.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CaughtMail);
}

/**
 * Waits for the newest e-mail to `to` whose subject matches. The outbox hands it to the job queue,
 * which sends it within a second or two, after any message queued before it.
 */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<CaughtMail> {
  if (!MAIL_DIR) throw new Error('No mailbox: the journeys must start the app themselves (E2E_MAIL_DIR unset)');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readAll(MAIL_DIR)
      .filter((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${String(subject)} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link in the text that starts with `prefix` (an absolute URL of the app). */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s<>"]*`).exec(mail.text);
  if (!match) throw new Error(`No link starting with ${prefix} in "${mail.subject}":\n${mail.text}`);
  return match[0];
}
