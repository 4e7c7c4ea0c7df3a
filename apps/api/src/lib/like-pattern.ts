/**
 * A LIKE/ILIKE pattern that finds `text` anywhere: `%`, `_` and `\` typed by a user are letters to
 * find, not wildcards.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
