import { AppError } from '@backline/domain';
import { z } from 'zod/mini';

// The keyset cursor of lists ordered by a time and an id (forum, venue ratings, chat history,
// reports): opaque to clients, base64url JSON of `[epoch ms, id]`.

const CursorSchema = z.tuple([z.number(), z.string()]);

export type KeysetPosition = { at: Date; id: string };

export const encodeKeysetCursor = (at: Date, id: string): string =>
  Buffer.from(JSON.stringify([at.getTime(), id])).toString('base64url');

/** The cursor's position, or null when it is not one of ours. */
export function parseKeysetCursor(cursor: string): KeysetPosition | null {
  try {
    const parsed = CursorSchema.safeParse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    );
    if (!parsed.success) return null;
    const at = new Date(parsed.data[0]);
    return Number.isNaN(at.getTime()) ? null : { at, id: parsed.data[1] };
  } catch {
    return null;
  }
}

/** The cursor's position (none without a cursor), or a 422 on the `cursor` field. */
export function decodeKeysetCursor(cursor: string | undefined): KeysetPosition | null {
  if (cursor === undefined) return null;
  const position = parseKeysetCursor(cursor);
  if (!position) throw new AppError('validation.invalid', { field: 'cursor' });
  return position;
}
