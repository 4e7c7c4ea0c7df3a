import { uploadedFileSchema, type UploadedFile } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { userMessageOf } from '../lib/error-message';

/** The kinds of podcast image the files module checks (exact sizes, SPEC §3 and §9). */
export type PodcastImageKind = 'podcast-header' | 'podcast-extra';

/** `POST /private/files`: uploads one image; the server checks its real type and size. */
export async function uploadPodcastImage(file: File, kind: PodcastImageKind): Promise<UploadedFile> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file);
  try {
    return await api.post('/private/files', uploadedFileSchema, { body });
  } catch (error) {
    // A 4xx carries the reason (too big, wrong size, not an image): the user can act on it.
    const message = userMessageOf(error);
    throw new Error(message, { cause: error });
  }
}
