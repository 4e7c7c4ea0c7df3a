import { expect, type Page } from '@playwright/test';

export type CampaignWhat = { brand: string; name: string; url: string; briefing: string };

/**
 * Fills the wizard's first step, «Qué anunciar». It waits for the wizard itself first: the home page
 * has a «Qué anunciar» too.
 */
export async function fillWhatToAdvertise(page: Page, what: CampaignWhat) {
  await expect(page).toHaveURL('/campaigns/new');
  await expect(page.getByRole('form', { name: 'Qué anunciar' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Marca' }).fill(what.brand);
  await page.getByLabel('Campaña o producto').fill(what.name);
  await page.getByLabel('Web de la campaña').fill(what.url);
  await page.getByLabel('Briefing', { exact: true }).fill(what.briefing);
}
