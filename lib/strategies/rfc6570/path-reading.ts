/**
 * How an expansion reads its own path as it writes it, piece by piece: where the path ends and
 * whether a segment reads as a dot segment, by the core's rule (core/dot-segments.ts). Literals
 * are read once, when compiled.
 */
import { DOT_SEGMENT, EMPTY, readPath, separatorLength } from "../../core/dot-segments";
import { pathEnd } from "../../core/url";

export function isDots(text: string): boolean {
  return text.charCodeAt(0) === 46 && (text.length === 1 || (text.length === 2 && text.charCodeAt(1) === 46));
}

// A literal's reading, one number: for each state the segment may be in when the literal starts,
// the state after its path text up to its first separator (HEAD_BITS each); whether it holds a
// separator ("/", or an encoded one: see core/dot-segments.ts); whether a segment wholly inside it
// is a dot segment; the state after its last separator; whether the path ends in it, and at a "#".
const HEAD_BITS = 3;
const STATES = 5;
export const HAS_SLASH = 1 << 15;
export const INNER_DOT_SEGMENT = 1 << 16;
const TAIL_SHIFT = 17;
export const PATH_ENDS = 1 << 20;
export const PATH_ENDS_AT_FRAGMENT = 1 << 21;

/** The state after a literal's text up to its first separator (or its end), from the state before it. */
export function headState(reading: number, state: number): number {
  return (reading >>> (HEAD_BITS * state)) & 7;
}

/** The state after a literal's last separator. */
export function tailState(reading: number): number {
  return (reading >>> TAIL_SHIFT) & 7;
}

/** Reads a literal once: see the constants above. Its path ends at its first "?" or "#" ({@link pathEnd}). */
export function readLiteral(text: string): number {
  const end = pathEnd(text, 0);
  const headEnd = firstSeparator(text, end);
  let reading = 0;
  for (let state = 0; state < STATES; state++) reading |= (readPath(text, state, 0, headEnd) & 7) << (HEAD_BITS * state);
  if (headEnd < end) {
    const inner = readPath(text, EMPTY, headEnd + separatorLength(text, headEnd, end), end);
    reading |= HAS_SLASH | (inner & DOT_SEGMENT ? INNER_DOT_SEGMENT : 0) | ((inner & 7) << TAIL_SHIFT);
  }
  if (end < text.length) reading |= PATH_ENDS | (text.charCodeAt(end) === 35 ? PATH_ENDS_AT_FRAGMENT : 0);
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
const PLAIN_READINGS: readonly number[] = ["", "", "/x", "/", "x", "x", "x/x", "x/"].map(readLiteral);

// Where a literal's first segment separator is, before `end`; else `end`.
function firstSeparator(text: string, end: number): number {
  for (let i = 0; i < end; i++) if (separatorLength(text, i, end) !== 0) return i;
  return end;
}
