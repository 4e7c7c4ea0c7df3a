import { expect, type Locator } from '@playwright/test';

/** In the podcaster's open answer dialog: accepts the proposal with a minimum price, sends it and waits for it to close. */
export async function acceptWithMinimumPrice(answer: Locator, euros: string) {
  await answer.getByLabel('Acepto la propuesta').check();
  await answer.getByLabel('Quiero poner un precio mínimo').check();
  await answer.getByLabel('Precio mínimo (€)').fill(euros);
  await answer.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(answer).toBeHidden();
}
