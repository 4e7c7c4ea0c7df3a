import { FILE_MESSAGES, type FileKind } from '@patrocina/domain';
import { uploadFile } from '@/lib/upload-file';
import type { CampaignDraft } from './draft';
import { forgetDraftFile, readDraftFile, type DraftFileSlot } from './draft-files';

/*
 * After the login, the files a visitor kept in the browser go up one by one (docs/decisions/0019).
 * Each one uploaded is written into the draft at once (its id, no longer kept locally), so a retry
 * after a failure sends only what is still missing.
 */

/** A kept file that could not go up: its message is the server's Spanish reason, or that it was lost. */
export class DraftFileError extends Error {}

interface Slot {
  /** Named after the kind of file it keeps, which is what the upload says. */
  slot: DraftFileSlot & FileKind;
  isKept: (draft: CampaignDraft) => boolean;
  uploaded: (draft: CampaignDraft, file: { id: string; name: string }) => CampaignDraft;
  lost: (draft: CampaignDraft) => CampaignDraft;
}

/** The draft with some values of one of its steps replaced. */
function withStep<K extends 'what' | 'how'>(
  draft: CampaignDraft,
  step: K,
  values: Partial<CampaignDraft[K]>,
): CampaignDraft {
  return { ...draft, [step]: { ...draft[step], ...values } };
}

const SLOTS: readonly Slot[] = [
  {
    slot: 'briefing',
    isKept: (draft) => draft.what.briefingLocal,
    uploaded: (draft, file) =>
      withStep(draft, 'what', { briefingFileId: file.id, briefingFileName: file.name, briefingLocal: false }),
    lost: (draft) => withStep(draft, 'what', { briefingFileName: null, briefingLocal: false }),
  },
  {
    slot: 'spot',
    isKept: (draft) => draft.how.spotLocal,
    uploaded: (draft, file) =>
      withStep(draft, 'how', { spotFileId: file.id, spotFileName: file.name, spotLocal: false }),
    lost: (draft) => withStep(draft, 'how', { spotFileName: null, spotLocal: false }),
  },
  {
    slot: 'banner',
    isKept: (draft) => draft.how.bannerLocal,
    uploaded: (draft, file) =>
      withStep(draft, 'how', { bannerFileId: file.id, bannerFileName: file.name, bannerLocal: false }),
    lost: (draft) => withStep(draft, 'how', { bannerFileName: null, bannerLocal: false }),
  },
];

/**
 * Uploads every file the draft keeps in the browser, saving the draft after each (`save`). Rejects
 * with an Error whose Spanish message the wizard shows: the server's reason for a refused file, or
 * that a file kept only in memory was lost with a reload.
 */
export async function uploadKeptFiles(
  draft: CampaignDraft,
  save: (draft: CampaignDraft) => void,
): Promise<CampaignDraft> {
  let current = draft;
  for (const slot of SLOTS) {
    if (!slot.isKept(current)) continue;
    const file = await readDraftFile(slot.slot);
    if (!file) {
      current = slot.lost(current);
      save(current);
      throw new DraftFileError(FILE_MESSAGES.fileNotUsable);
    }
    let uploaded: { id: string; name: string };
    try {
      uploaded = await uploadFile(file, slot.slot);
    } catch (error) {
      // uploadFile's message is already the one to show (the server's reason, or the generic error).
      throw new DraftFileError(error instanceof Error ? error.message : String(error), { cause: error });
    }
    current = slot.uploaded(current, uploaded);
    save(current);
    await forgetDraftFile(slot.slot);
  }
  return current;
}
