import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { type UploadedFile } from '@patrocina/domain';
import { files } from '../../db/schema';
import { useTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories';

export type Uploaded = { data: UploadedFile };

export const INVALID_IMAGE = 'La imagen no es válida: usa un archivo JPG, PNG o WebP';

export let t: TestApp;
/** The session of the user who uploads, and their id. */
export let token: string;
export let userId: string;

/** One test app for the test file, and a signed-in user to upload with. */
export function setUpTestApp(): void {
  t = useTestApp();
  beforeAll(async () => {
    const user = await createSignedInUser(t.app, t.database);
    token = user.session;
    userId = user.id;
  });
}

export async function storedRow(id: string) {
  const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
  return row;
}

/** `GET /public/images/:id`, the image service, with a query (`?w=320`) and the browser's headers. */
export function image(id: string, query = '', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/v1/public/images/${id}${query}`, headers });
}
