/**
 * How an expansion reads its own path as it writes it, piece by piece: where the path ends and
 * whether a segment reads as a dot segment (as the core's checks count them: `.`, `..`, a dot
 * written `%2e`, either followed by `;...`). Literals are read once, when compiled.
 */

// How the path segment being written reads so far: empty, ".", "..", anything else, or one or two
// dots followed by ";" (a dot segment to servers that strip ";parameters", whatever follows).
export const EMPTY = 0;
export const TWO_DOTS = 2;
export const OTHER = 3;
const DOTS_THEN_SEMICOLON = 4;
// What readPath() returns beside the state: a dot segment ended in the piece; the path ended at a "#".
export const DOT_SEGMENT = 8;
export const AT_FRAGMENT = 16;
export const ENDED_SHIFT = 5;

export function isDots(text: string): boolean {
  return text.charCodeAt(0) === 46 && (text.length === 1 || (text.length === 2 && text.charCodeAt(1) === 46));
}

export function isDotState(state: number): boolean {
  return state === 1 || state === TWO_DOTS || state === DOTS_THEN_SEMICOLON;
}

/**
 * Reads a piece written into the path, from the segment state before it: returns the state
 * after it, DOT_SEGMENT when a segment that ended in it is a dot segment (as the core's checks
 * count them: `.`, `..`, a dot written `%2e`, either followed by `;...`), and where the path ended
 * in it plus one, shifted by ENDED_SHIFT (AT_FRAGMENT when it ended at a `#`). Reads the piece
 * from `from` to `to` (all of it by default; a literal's parts are read without slicing them).
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
    } else if (state >= OTHER) {
      continue;
    } else if (code === 46 /* . */) {
      state++;
    } else if (code === 37 /* % */ && piece.charCodeAt(i + 1) === 50 /* 2 */ && (piece.charCodeAt(i + 2) | 32) === 101 /* e */) {
      state++;
      i += 2;
    } else if (code === 59 /* ; */) {
      state = state === EMPTY ? OTHER : DOTS_THEN_SEMICOLON;
    } else {
      state = OTHER;
    }
  }
  return state | dot;
}

// A literal's reading, one number: for each state the segment may be in when the literal starts,
// the state after its path text up to its first "/" (HEAD_BITS each); whether it holds a "/";
// whether a segment wholly inside it is a dot segment; the state after its last "/"; whether the
// path ends in it, and at a "#".
const HEAD_BITS = 3;
const STATES = 5;
export const HAS_SLASH = 1 << 15;
export const INNER_DOT_SEGMENT = 1 << 16;
const TAIL_SHIFT = 17;
export const PATH_ENDS = 1 << 20;
export const PATH_ENDS_AT_FRAGMENT = 1 << 21;

/** The state after a literal's text up to its first "/" (or its end), from the state before it. */
export function headState(reading: number, state: number): number {
  return (reading >>> (HEAD_BITS * state)) & 7;
}

/** The state after a literal's last "/". */
export function tailState(reading: number): number {
  return (reading >>> TAIL_SHIFT) & 7;
}

/** Reads a literal once: see the constants above. Its path ends where {@link pathStop} says. */
export function readLiteral(text: string): number {
  const stop = pathStop(text);
  const end = stop === -1 ? text.length : stop;
  const slash = text.indexOf("/");
  const headEnd = slash !== -1 && slash < end ? slash : end;
  let reading = 0;
  for (let state = 0; state < STATES; state++) reading |= (readPath(text, state, 0, headEnd) & 7) << (HEAD_BITS * state);
  if (headEnd < end) {
    const inner = readPath(text, EMPTY, headEnd + 1, end);
    reading |= HAS_SLASH | (inner & DOT_SEGMENT ? INNER_DOT_SEGMENT : 0) | ((inner & 7) << TAIL_SHIFT);
  }
  if (stop !== -1) reading |= PATH_ENDS | (text.charCodeAt(stop) === 35 ? PATH_ENDS_AT_FRAGMENT : 0);
  return reading;
}

/**
 * {@link readLiteral} of a plain literal (one without ".", ";", "%", "?", "#" or an encoded
 * character), from where its slashes stand: whether it starts with text before a "/", holds a
 * "/", and ends with one. It reads as the shortest literal of that form: no segment of it reads
 * as dots, and its path never ends in it.
 */
export function plainLiteralReading(textFirst: boolean, hasSlash: boolean, endsWithSlash: boolean): number {
  return PLAIN_READINGS[(textFirst ? 4 : 0) + (hasSlash ? 2 : 0) + (endsWithSlash ? 1 : 0)];
}

// By plainLiteralReading's three answers (ending with a "/" means holding one).
const PLAIN_READINGS = ["", "", "/x", "/", "x", "x", "x/x", "x/"].map(readLiteral);

/** Where a literal's text ends a path: its first "?" or "#", or -1. */
export function pathStop(text: string): number {
  const query = text.indexOf("?");
  const fragment = text.indexOf("#");
  return query === -1 ? fragment : fragment === -1 || query < fragment ? query : fragment;
}
