import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AddHighlightInputSchema,
  HIGHLIGHT_NOTE_MAX_LENGTH,
  moveTarget,
} from './highlights.schema.ts';

describe('moving a highlight', () => {
  it('swaps with a neighbour inside the list and stays put at either end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: -2, max: 62 }),
        fc.constantFrom('up' as const, 'down' as const),
        (length, index, direction) => {
          const target = moveTarget(index, length, direction);
          const wanted = direction === 'up' ? index - 1 : index + 1;
          const inside = index >= 0 && index < length && wanted >= 0 && wanted < length;
          expect(target).toBe(inside ? wanted : null);
          // Moving back undoes it.
          if (target !== null) {
            expect(moveTarget(target, length, direction === 'up' ? 'down' : 'up')).toBe(index);
          }
        },
      ),
    );
  });
});

describe('a highlight to add', () => {
  it('takes an optional note up to the limit, trimmed, and only the known kinds', () => {
    const ok = AddHighlightInputSchema.safeParse({
      kind: 'page',
      subjectId: 'Ab12Cd34Ef',
      note: `  ${'x'.repeat(HIGHLIGHT_NOTE_MAX_LENGTH)}  `,
    });
    expect(ok.success && ok.data.note?.length).toBe(HIGHLIGHT_NOTE_MAX_LENGTH);
    expect(
      AddHighlightInputSchema.safeParse({
        kind: 'page',
        subjectId: 'Ab12Cd34Ef',
        note: 'x'.repeat(HIGHLIGHT_NOTE_MAX_LENGTH + 1),
      }).success,
    ).toBe(false);
    expect(
      AddHighlightInputSchema.safeParse({ kind: 'story', subjectId: 'Ab12Cd34Ef' }).success,
    ).toBe(false);
    expect(AddHighlightInputSchema.safeParse({ kind: 'offer', subjectId: 'x/y' }).success).toBe(
      false,
    );
  });
});
