import { startMailCatcher } from './mail-catcher';

/** Starts the mail catcher when playwright.config.ts gave the local app an SMTP_URL. */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  const dir = process.env.E2E_MAIL_DIR;
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!dir || !port) return undefined;
  return startMailCatcher(port, dir);
}
