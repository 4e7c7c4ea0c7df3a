import { looksLikeCamt053, parseCamt053 } from './camt053';
import { looksLikeNorma43, parseNorma43 } from './norma43';
import { StatementParseError, type ParsedStatement } from './parsed';

/**
 * The file's text: UTF-8 when it is valid UTF-8, otherwise ISO-8859-1, as Spanish banks still write
 * Norma 43 files (every byte is a Latin-1 character, so this never fails).
 */
export function decodeStatement(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

/**
 * Reads a bank statement whichever of the two formats it is, told by its content (never by its name):
 * null when it is neither; StatementParseError when it looks like one and is not well formed.
 */
export function parseStatement(bytes: Uint8Array): ParsedStatement | null {
  const text = decodeStatement(bytes);
  if (looksLikeCamt053(text)) return parseCamt053(text);
  if (looksLikeNorma43(text)) return parseNorma43(text);
  return null;
}

export { StatementParseError };
