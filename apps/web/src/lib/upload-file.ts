import { uploadedFileSchema, type FileKind, type UploadedFile } from '@patrocina/domain';
import { api } from './api-client';
import { userMessageOf } from './user-message';

/**
 * `POST /private/files`: uploads one file of a kind; the server checks it by content (type, size,
 * dimensions, duration). Rejects with an Error whose message the user can act on: the API's reason
 * for a 4xx, the generic error otherwise.
 */
export async function uploadFile(file: File, kind: FileKind): Promise<UploadedFile> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file);
  try {
    return await api.post('/private/files', uploadedFileSchema, { body });
  } catch (error) {
    throw new Error(userMessageOf(error), { cause: error });
  }
}
