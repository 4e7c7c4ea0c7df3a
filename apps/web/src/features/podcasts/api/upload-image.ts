import type { UploadedFile } from '@patrocina/domain';
import { uploadFile } from '@/lib/upload-file';

/** The kinds of podcast image the files module checks (exact sizes, SPEC §3 and §9). */
export type PodcastImageKind = 'podcast-header' | 'podcast-extra';

/** `POST /private/files` for one of the sheet's images. */
export function uploadPodcastImage(file: File, kind: PodcastImageKind): Promise<UploadedFile> {
  return uploadFile(file, kind);
}
