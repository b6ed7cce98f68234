/**
 * The dot-segment rule: a segment reading `.` or `..` (a dot also as `%2e`), optionally followed by
 * `;anything` (also as `%3B`: servers strip `;parameters` after decoding); `/`, `%2F` and `%5C` separate segments, as a server
 * that decodes them reads them. A state machine, so a path can be read piece by piece.
 */

/** The segment being read is empty. */
export const EMPTY = 0;
/** The segment being read is "..". */
export const TWO_DOTS = 2;
/** The segment being read is no dot segment, whatever follows until a separator. */
export const OTHER = 3;
// One or two dots followed by ";": a dot segment, whatever follows until a separator.
const DOTS_THEN_SEMICOLON = 4;
// "%2e" reads as ".", "%3b" as ";": the two characters after "%" (the second lowercased) as compared.
const ENCODED_DOT = (50 << 16) | 101;
const ENCODED_SEMICOLON = (51 << 16) | 98;
/** What {@link readPath} returns beside the state: a dot segment ended in the piece. */
export const DOT_SEGMENT = 8;
/** What {@link readPath} returns beside the state: the path ended at a "#". */
export const AT_FRAGMENT = 16;
/** Where the path ended in the piece plus one, shifted by this. */
export const ENDED_SHIFT = 5;

/** Whether a segment in `state` is a dot segment if it ends now. */
export function isDotState(state: number): boolean {
  return state === 1 || state === TWO_DOTS || state === DOTS_THEN_SEMICOLON;
}

/**
 * The length of the segment separator at `text[i]`: 1 for "/", 3 for "%2F" or "%5C" (any letter
 * case) within `to`, else 0.
 */
export function separatorLength(text: string, i: number, to = text.length): number {
  const code = text.charCodeAt(i);
  if (code === 47 /* / */) return 1;
  if (code !== 37 /* % */ || i + 2 >= to) return 0;
  const next = text.charCodeAt(i + 1);
  const last = text.charCodeAt(i + 2) | 32;
  return (next === 50 /* 2 */ && last === 102) /* f */ || (next === 53 /* 5 */ && last === 99) /* c */ ? 3 : 0;
}

/**
 * Reads `piece` (`from` to `to`) from the segment state before it: the state after it, with
 * DOT_SEGMENT when a dot segment ended in it, and where the path ended (at `?` or `#`) plus one,
 * shifted by ENDED_SHIFT (AT_FRAGMENT at a `#`).
 */
export function readPath(piece: string, state: number, from = 0, to = piece.length): number {
  let dot = 0;
  for (let i = from; i < to; i++) {
    const code = piece.charCodeAt(i);
    if (code === 47 /* / */) {
      if (isDotState(state)) dot = DOT_SEGMENT;
      state = EMPTY;
    } else if (code === 63 /* ? */ || code === 35 /* # */) {
      if (isDotState(state)) dot = DOT_SEGMENT;
      return state | dot | (code === 35 ? AT_FRAGMENT : 0) | ((i - from + 1) << ENDED_SHIFT);
    } else if (code === 37 /* % */) {
      if (separatorLength(piece, i, to) === 3) {
        if (isDotState(state)) dot = DOT_SEGMENT;
        state = EMPTY;
        i += 2;
      } else if (state < OTHER) {
        const triplet = i + 2 < to ? (piece.charCodeAt(i + 1) << 16) | piece.charCodeAt(i + 2) | 32 : 0;
        if (triplet === ENCODED_DOT) state++;
        else if (triplet === ENCODED_SEMICOLON) state = state === EMPTY ? OTHER : DOTS_THEN_SEMICOLON;
        else state = OTHER;
        if (triplet === ENCODED_DOT || triplet === ENCODED_SEMICOLON) i += 2;
      }
    } else if (state >= OTHER) {
      continue;
    } else if (code === 46 /* . */) {
      state++;
    } else if (code === 59 /* ; */) {
      state = state === EMPTY ? OTHER : DOTS_THEN_SEMICOLON;
    } else {
      state = OTHER;
    }
  }
  return state | dot;
}

/** Whether the path `text[from, to)` (no "?" or "#" in it) holds a dot segment. */
export function holdsDotSegment(text: string, from: number, to: number): boolean {
  const read = readPath(text, EMPTY, from, to);
  return (read & DOT_SEGMENT) !== 0 || isDotState(read & 7);
}
