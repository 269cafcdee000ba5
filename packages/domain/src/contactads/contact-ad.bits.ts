/**
 * Ambition and skill are bitmasks (spec: powers of two); an ad names one or several. Pure rules
 * shared by the form, the list filter and the matching (SQL mirrors them: `a & b <> 0`).
 */

/** The bits of a mask, lowest first: `bitsOf(5)` → `[1, 4]`. */
export function bitsOf(mask: number): number[] {
  const bits: number[] = [];
  for (let bit = 1; bit <= mask; bit *= 2) if (mask & bit) bits.push(bit);
  return bits;
}

/** One mask from chosen bits (duplicates and order do not matter). */
export const maskOf = (bits: Iterable<number>): number => {
  let mask = 0;
  for (const bit of bits) mask |= bit;
  return mask;
};

/** Whether `mask` holds only bits of `all` (and is not 0 unless allowed). */
export const isValidMask = (mask: number, all: number, allowZero: boolean): boolean =>
  Number.isInteger(mask) && mask >= (allowZero ? 0 : 1) && (mask & ~all) === 0;

/**
 * Whether two masks fit each other: they share a bit. For skill, 0 ("no requirement") fits
 * every level.
 */
export const masksOverlap = (a: number, b: number, zeroMatchesAll = false): boolean =>
  (zeroMatchesAll && (a === 0 || b === 0)) || (a & b) !== 0;

/** Toggles one bit of a mask (the form's checkboxes). */
export const toggleBit = (mask: number, bit: number): number => mask ^ bit;
