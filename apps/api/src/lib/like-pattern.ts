/** Escapes LIKE wildcards so a search for "50%" or "a_b" matches those characters only. */
export function likeContainsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
}
