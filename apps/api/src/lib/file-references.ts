import { inArray } from 'drizzle-orm';
import { FILE_MESSAGES, FILE_RULES, isImageKind, type FileKind } from '@patrocina/domain';
import type { Executor } from '../db/client';
import { files } from '../db/schema';
import { AppError } from './errors';

/** One file a form refers to: where in the form, which file, and the kind it must be. */
export interface FileReference {
  path: string;
  fileId: string;
  kind: FileKind;
}

export interface FileReferenceRule {
  /** Whose uploads may be used: the one saving, and those they act with (a podcast's owner and representative). */
  ownerIds: readonly string[];
  /** Files the record already refers to: they stay usable whoever uploaded them (a former representative, the demo). */
  alreadyReferenced: ReadonlySet<string>;
}

/**
 * Refuses references to files that do not exist, are not the expected kind, or were uploaded by
 * someone else, so nobody can put another user's upload on their page by guessing or copying its
 * id. A file that is gone and a file that is someone else's get the same words, so the answer says
 * nothing about other people's files.
 */
export async function assertUsableFiles(
  db: Executor,
  references: readonly FileReference[],
  rule: FileReferenceRule,
): Promise<void> {
  if (references.length === 0) return;
  const ids = [...new Set(references.map((reference) => reference.fileId))];
  const rows = await db
    .select({ id: files.id, kind: files.kind, ownerId: files.ownerId })
    .from(files)
    .where(inArray(files.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));

  const problems = references.flatMap(({ path, fileId, kind }) => {
    const row = byId.get(fileId);
    const isUsable =
      row && (rule.alreadyReferenced.has(fileId) || (row.ownerId !== null && rule.ownerIds.includes(row.ownerId)));
    if (!isUsable)
      return [{ path, message: isImageKind(kind) ? FILE_MESSAGES.imageNotUsable : FILE_MESSAGES.fileNotUsable }];
    if (row.kind !== kind) {
      const messages = FILE_RULES[kind].messages;
      return [{ path, message: messages.wrongSize ?? messages.invalid }];
    }
    return [];
  });
  if (problems.length > 0) throw new AppError('VALIDATION_ERROR', problems[0]!.message, { fields: problems });
}
