/**
 * The lean expansion: the shape most routes have (literals, `{name}` placeholders that never share
 * a path segment with another, and at most one `{?...}` at the end) expanded without reading the
 * pieces it writes. The compile decides, once, that a template has that shape and what each
 * placeholder's text can do to its segment (see {@link leanReading}); every other template takes
 * the general loop (expand-template.ts), and both report the same facts.
 */
import { hasOwn } from "../../core/own-properties";
import type { ExpansionFacts } from "../../core/contracts/template-expander";
import type { Expression, Program } from "./program";
import { encodeUnreserved } from "./encode";
import { expandName, expandVariable } from "./expand-template";
import { EXPRESSION, explodesByCode, OPERATOR_LIST, operatorOfCode, QUERY_EXPANSION, SIMPLE_NAME } from "./operators";
import { EMPTY, holdsDotSegment, isDotState, OTHER, TWO_DOTS } from "../../core/dot-segments";
import { HAS_SLASH, headState, INNER_DOT_SEGMENT, isDots, PATH_ENDS, tailState } from "./path-reading";

/** The reading of a template the lean expansion does not take. */
export const NOT_LEAN = -1;

// A placeholder's mask: one bit per class of the text it writes (see textClass), set when that
// text makes its segment a dot segment. Seven masks fit a small integer.
const MASK_BITS = 4;
const MASK = (1 << MASK_BITS) - 1;
const MAX_PLACEHOLDERS = 7;
const CLASSES = 4;
const ANY_OTHER_TEXT = 3;

// A simple expansion writes unreserved characters, percent-encoded triplets and ","; no "/", ";",
// "?", "#" or encoded dot. So its text does one of four things to a segment: nothing (empty),
// add one or two dots (exactly "." or ".."), or make it a segment of other text; unless it holds
// an encoded separator ("%2F" for a "/"), after which the expansion reads its path again.
function textClass(text: string): number {
  return text.length === 0 ? 0 : isDots(text) ? text.length : ANY_OTHER_TEXT;
}

// The segment state after a simple expansion's text of class `textClass` (as the general loop reads it).
function stateAfter(state: number, textClass: number): number {
  if (state >= OTHER || textClass === 0) return state;
  return textClass < ANY_OTHER_TEXT && state + textClass <= TWO_DOTS ? state + textClass : OTHER;
}

// The last character of a text, or -1.
function lastCodeOf(text: string): number {
  return text.length === 0 ? -1 : text.charCodeAt(text.length - 1);
}

// The query operator, "?".
const QUERY = OPERATOR_LIST[QUERY_EXPANSION];

// Whether a part's code is the query expression `{?...}`, the only one the lean shape ends with.
function isQuery(part: string | Expression | number, code: number): boolean {
  const operator = code === EXPRESSION ? (part as Expression).operator : code < EXPRESSION ? operatorOfCode(code) : undefined;
  return operator === QUERY;
}

/**
 * Reads a compiled template's program once: {@link NOT_LEAN}, or the masks of its `{name}`
 * placeholders in order, four bits each from the lowest. The shape: literals that end no path
 * and hold no dot segment of their own; `{name}` placeholders (at most seven), each followed by
 * the path's end or a literal holding a "/" (so no two share a segment, and the state of the
 * segment each starts in is known now); at most one `{?...}`, last. The state each placeholder
 * starts in, and the literal after it, then say which of its four classes of text make a dot
 * segment: a `{name}` that fills a whole segment only when it writes exactly "." or "..".
 */
export function leanReading(program: readonly (string | Expression | number)[]): number {
  let end = program.length;
  if (end > 0 && isQuery(program[end - 2], program[end - 1] as number)) end -= 2;
  let state = EMPTY;
  let masks = 0;
  let placeholders = 0;
  for (let i = 0; i < end; i += 2) {
    const code = program[i + 1] as number;
    if (code >= 0) {
      if ((code & PATH_ENDS) !== 0 || (code & INNER_DOT_SEGMENT) !== 0) return NOT_LEAN;
      // The head of a literal after a placeholder is read by the placeholder's mask.
      if (i === 0) state = headState(code, state);
      if ((code & HAS_SLASH) === 0) continue;
      if (i === 0 && isDotState(state)) return NOT_LEAN;
      state = tailState(code);
    } else {
      if (code !== SIMPLE_NAME || placeholders === MAX_PLACEHOLDERS) return NOT_LEAN;
      const pathEnds = i + 2 === end;
      const next = pathEnds ? 0 : (program[i + 3] as number);
      if (!pathEnds && (next < 0 || (next & HAS_SLASH) === 0)) return NOT_LEAN;
      masks |= placeholderMask(state, pathEnds, next) << (MASK_BITS * placeholders++);
    }
  }
  // A path that ends in a literal (or is empty): its last segment is the literals' alone.
  const lastPart = end > 0 ? (program[end - 1] as number) : 0;
  return lastPart >= 0 && isDotState(state) ? NOT_LEAN : masks;
}

// Which classes of text make a dot segment of a placeholder's segment, from the state it starts
// in and what ends it: the path's end, or the head of the literal after it (which holds a "/").
function placeholderMask(state: number, pathEnds: boolean, next: number): number {
  let mask = 0;
  for (let textClass = 0; textClass < CLASSES; textClass++) {
    const after = stateAfter(state, textClass);
    if (isDotState(pathEnds ? after : headState(next, after))) mask |= 1 << textClass;
  }
  return mask;
}

/**
 * Expands a template whose {@link leanReading} is not {@link NOT_LEAN}: the same text and facts as
 * the general loop, with nothing read back. Its literals end no path and values are encoded, so
 * the path ends only where a `{?...}` writes its "?", and no fragment starts.
 */
export function expandLean(compiled: Program, variables: Readonly<Record<string, unknown>>, facts?: ExpansionFacts): string {
  const program = compiled.program;
  let masks = compiled.leanReading;
  let out = "";
  // The last text written that was not empty: its last character is a fact.
  let last = "";
  let dotSegment = false;
  // Whether a value's text holds a percent-encoded triplet (a separator, maybe): rare.
  let encoded = false;
  let i = 0;
  for (; i < program.length; i += 2) {
    const code = program[i + 1] as number;
    let piece: string;
    if (code >= 0) {
      piece = program[i] as string;
    } else if (code === SIMPLE_NAME) {
      const name = program[i] as string;
      const value = variables[name];
      piece = simpleText(compiled.template, name, value, variables);
      if (typeof value === "string" ? piece.length !== value.length : typeof value !== "number" && piece.includes("%")) encoded = true;
      if ((masks & MASK & (1 << textClass(piece))) !== 0) dotSegment = true;
      masks >>>= MASK_BITS;
      if (piece === "") continue;
    } else {
      break; // the `{?...}` at the end
    }
    out += piece;
    last = piece;
  }
  const pathEnd = out.length;
  if (encoded && !dotSegment) dotSegment = holdsDotSegment(out, 0, pathEnd);
  const pathLastCode = lastCodeOf(last);
  if (facts !== undefined) {
    facts.pathEnd = pathEnd;
    facts.fragmentStart = -1;
    facts.pathLastCode = pathLastCode;
    facts.lastCode = pathLastCode;
    facts.dotSegment = dotSegment;
  }
  // The `{?...}` at the end, if any: it writes facts.lastCode when it writes a pair.
  if (i < program.length)
    out += queryText(compiled.template, program[i] as string | Expression, program[i + 1] as number, variables, facts);
  return out;
}

// `{name}`'s text. A string is encoded; a safe integer is written as it is (digits and a "-":
// nothing to encode); anything else takes the general expansion, which refuses what a URL cannot hold.
function simpleText(template: string, name: string, value: unknown, variables: Readonly<Record<string, unknown>>): string {
  if (typeof value === "string") {
    if (hasOwn(variables, name)) return encodeUnreserved(value, name);
  } else if (typeof value === "number" && Number.isSafeInteger(value)) {
    if (hasOwn(variables, name)) return "" + value;
  }
  return expandName(template, name, SIMPLE_NAME, variables);
}

// `{?...}` at the end: "?", then each defined variable's "name=text", joined by "&" (RFC 6570's
// query form). The last character it writes goes to facts.lastCode, taken from the text last
// written for a variable: reading a character of the joined query would first copy it flat.
function queryText(
  template: string,
  part: string | Expression,
  code: number,
  variables: Readonly<Record<string, unknown>>,
  facts: ExpansionFacts | undefined,
): string {
  if (code !== EXPRESSION) return appendPair("", template, part as string, explodesByCode(code), 0, 0, variables, facts);
  let out = "";
  for (const spec of (part as Expression).variables)
    out = appendPair(out, template, spec.name, spec.explode, spec.prefix, spec.position, variables, facts);
  return out;
}

// The query `out` with one variable's pairs appended. A string or a safe integer without prefix is
// written here; any other value takes the general expansion of a variable.
function appendPair(
  out: string,
  template: string,
  name: string,
  explode: boolean,
  prefix: number,
  position: number,
  variables: Readonly<Record<string, unknown>>,
  facts: ExpansionFacts | undefined,
): string {
  const value = hasOwn(variables, name) ? variables[name] : undefined;
  if (value === undefined || value === null) return out;
  let pair: string;
  if (prefix === 0 && (typeof value === "string" || Number.isSafeInteger(value))) {
    const text = typeof value === "string" ? encodeUnreserved(value, name) : "" + (value as number);
    pair = name + "=" + text;
    if (facts !== undefined) facts.lastCode = text === "" ? 61 /* = */ : lastCodeOf(text);
  } else {
    const expanded = expandVariable(template, QUERY, name, explode, prefix, position, value);
    if (expanded === undefined) return out;
    pair = expanded;
    if (facts !== undefined) facts.lastCode = lastCodeOf(expanded);
  }
  return out + (out === "" ? "?" : "&") + pair;
}
