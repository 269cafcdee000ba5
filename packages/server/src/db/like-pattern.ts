/** `%`, `_` and `\` are wildcards of LIKE: escaped, a user's text is matched as typed. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
