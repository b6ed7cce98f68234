import { pathStartOfTemplate } from "./colon-placeholders";
import { holdsDotSegment } from "./dot-segments";

/** A path segment's expressions, each as the names it takes. */
export type SegmentExpressions = readonly (readonly string[])[];

/** What the core reads from a template's path once, before any value is known. */
export interface TemplateShape {
  /**
   * Names of simple `{name}` and reserved `{+name}` expressions that stand as a whole path segment
   * (`/users/{username}`, `/{owner}/x`, `/contents/{+path}`): without a value the URL would
   * silently name another endpoint.
   */
  readonly wholeSegmentNames: readonly string[];
  /**
   * Each path segment made of expressions alone that take more than one name, or a list
   * (`/{owner,repo}`, `/{name}{suffix}`, `/{names*}`): its expressions' names, one list for each
   * expression (`[["owner", "repo"]]`, `[["name"], ["suffix"]]`). Where each expression expands
   * to nothing, the segment would vanish as a whole-segment name's does.
   */
  readonly wholeSegmentGroups: readonly SegmentExpressions[];
  /** Whether the template's own literal path holds a `.` or `..` segment. */
  readonly literalDotSegment: boolean;
}

// A template's reading names no whole-segment placeholder in most paths: one shared empty list.
const NONE: readonly string[] = [];
const NO_GROUPS: readonly SegmentExpressions[] = [];
// Names looked up among the template's own (to keep their strings, not copies) up to this many.
const NAMES_LOOKED_UP = 16;

/**
 * Reads a template's path (after any scheme and authority, up to the first literal `?` or `#`, or
 * the first `{?`, `{&` or `{#` expression) in one pass of character codes: a segment holding an
 * expression is no literal dot segment, whatever its value. `names` are the template's variable
 * names as its reading gave them: a whole-segment name is that string, not a copy.
 */
export function templateShape(template: string, names: readonly string[] = NONE): TemplateShape {
  const start = pathStartOfTemplate(template);
  let wholeSegmentNames: string[] | undefined;
  let groups: string[][][] | undefined;
  let literalDotSegment = false;
  let segmentStart = start;
  let segmentHasExpression = false;
  let i = start;
  for (; i < template.length; i++) {
    const code = template.charCodeAt(i);
    if (code === 63 /* ? */ || code === 35 /* # */) break;
    if (code === 47 /* / */ || code === 92 /* \ */) {
      if (!segmentHasExpression && holdsDotSegment(template, segmentStart, i)) literalDotSegment = true;
      segmentStart = i + 1;
      segmentHasExpression = false;
    } else if (code === 123 /* { */) {
      const close = template.indexOf("}", i);
      if (close === -1) break; // malformed: the expander reports it
      if (startsQueryOrFragment(template.charCodeAt(i + 1))) break;
      if (i === segmentStart && (i > start || start === 0)) {
        const nameStart = template.charCodeAt(i + 1) === 43 /* + */ ? i + 2 : i + 1;
        const nameEnd = simpleNameEnd(template, nameStart, close);
        if (nameEnd !== -1 && endsSegment(template, close + 1)) {
          (wholeSegmentNames ??= []).push(nameOf(template, nameStart, nameEnd, names));
        } else {
          const group = expressionsOnlySegment(template, i, names);
          if (group !== undefined) (groups ??= []).push(group);
        }
      }
      segmentHasExpression = true;
      i = close;
    }
  }
  if (!segmentHasExpression && holdsDotSegment(template, segmentStart, i)) literalDotSegment = true;
  // At their exact size: plans are cached, and a pushed-to array keeps room for 17.
  return { wholeSegmentNames: wholeSegmentNames?.slice() ?? NONE, wholeSegmentGroups: groups ?? NO_GROUPS, literalDotSegment };
}

// The expressions' names of a segment from `open` that holds only `{...}` or `{+...}` expressions,
// up to where it ends; undefined when a literal or another operator stands in it (`{.ext}`, `{;p}`
// and `{/x}` write text of their own, or are optional by design).
function expressionsOnlySegment(template: string, open: number, names: readonly string[]): string[][] | undefined {
  const segment: string[][] = [];
  let i = open;
  for (;;) {
    const close = template.indexOf("}", i);
    if (close === -1) return undefined;
    const from = template.charCodeAt(i + 1) === 43 /* + */ ? i + 2 : i + 1;
    if (from === close || isOperatorOrReserved(template.charCodeAt(from))) return undefined;
    const expression: string[] = [];
    for (let start = from; start < close;) {
      // Both searched within the expression: a search to the template's end for each name was
      // quadratic in a segment of many expressions or names.
      const end = indexWithin(template, 44 /* , */, start, close);
      let nameEnd = indexWithin(template, 58 /* : */, start, end);
      if (template.charCodeAt(nameEnd - 1) === 42 /* * */) nameEnd--;
      expression.push(nameOf(template, start, nameEnd, names));
      start = end + 1;
    }
    segment.push(expression);
    if (endsSegment(template, close + 1)) return segment;
    if (template.charCodeAt(close + 1) !== 123 /* { */) return undefined;
    i = close + 1;
  }
}

// Where the character `code` first stands from `from` up to `to`, else `to`.
function indexWithin(template: string, code: number, from: number, to: number): number {
  let i = from;
  while (i < to && template.charCodeAt(i) !== code) i++;
  return i;
}

// `{?x}`, `{&x}`, `{#x}`: what follows is no longer the path.
function startsQueryOrFragment(operator: number): boolean {
  return operator === 63 || operator === 38 || operator === 35;
}

// `{name}` or `{name:3}` (the body from `from` to `close`, after a `+` if any): no other
// operator, one variable, no explode. Where its name ends, else -1.
function simpleNameEnd(template: string, from: number, close: number): number {
  if (from === close || isOperatorOrReserved(template.charCodeAt(from))) return -1;
  let colon = -1;
  for (let i = from; i < close; i++) {
    const code = template.charCodeAt(i);
    if (code === 44 /* , */ || code === 42 /* * */) return -1;
    if (code === 58 /* : */ && colon === -1) colon = i;
  }
  return colon === -1 ? close : colon;
}

// RFC 6570's operators and the characters it reserves for more (read once per expression).
function isOperatorOrReserved(code: number): boolean {
  return "+#./;?&=,!@|".includes(String.fromCharCode(code));
}

// The name from `from` to `to`: the reading's own string when it has it.
function nameOf(template: string, from: number, to: number, names: readonly string[]): string {
  if (names.length <= NAMES_LOOKED_UP) {
    for (let i = 0; i < names.length; i++) {
      const name = names[i];
      if (name.length === to - from && template.startsWith(name, from)) return name;
    }
  }
  return template.slice(from, to);
}

// The segment ends at `at`: the template's end, a `/`, `?` or `#`, or an expression that starts
// a new segment, the query or the fragment (`{/x}`, `{?x}`, `{&x}`, `{#x}`).
function endsSegment(template: string, at: number): boolean {
  if (at >= template.length) return true;
  const code = template.charCodeAt(at);
  if (code === 47 || code === 63 || code === 35) return true;
  if (code !== 123) return false;
  const operator = template.charCodeAt(at + 1);
  return operator === 47 || operator === 63 || operator === 38 || operator === 35;
}
