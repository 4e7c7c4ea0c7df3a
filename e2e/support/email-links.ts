import type { Page } from '@playwright/test';
import { linkIn, type CaughtMail } from './mailbox';

/**
 * Opens the account's confirmation link (`/login/verify`) in `mail` and presses «Confirmar mi correo»,
 * as the person must: the page acts only on a click, since mail scanners open every link and opening
 * one must use nothing up. Most accounts are then signed in.
 */
export async function confirmEmailFrom(page: Page, mail: CaughtMail, baseURL: string | undefined): Promise<void> {
  await page.goto(linkIn(mail, `${baseURL}/login/verify?token=`));
  await page.getByRole('button', { name: 'Confirmar mi correo' }).click();
}
