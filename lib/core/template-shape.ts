import { pathStartOfTemplate } from "./colon-placeholders";
import { isDotSegment } from "./url";

/** What the core reads from a template's path once, before any value is known. */
export interface TemplateShape {
  /**
   * Names of simple `{name}` expressions that stand as a whole path segment (`/users/{username}`,
   * `/{owner}/x`): without a value the URL would silently name another endpoint.
   */
  readonly wholeSegmentNames: readonly string[];
  /** Whether the template's own literal path holds a `.` or `..` segment. */
  readonly literalDotSegment: boolean;
}

// The characters the reading below acts on: `?` and `#` end the path, `/` and `\` end a segment,
// `{` opens an expression.
const MARK = /[?#/\\{]/g;

/**
 * Reads a template's path (after any scheme and authority, up to the first literal `?` or `#`, or
 * the first `{?`, `{&` or `{#` expression) in one pass: a segment holding an expression is no
 * literal dot segment, whatever its value.
 */
export function templateShape(template: string): TemplateShape {
  const start = pathStartOfTemplate(template);
  const wholeSegmentNames: string[] = [];
  let literalDotSegment = false;
  let segmentStart = start;
  let segmentHasExpression = false;
  let i = start;
  for (; i < template.length; i++) {
    // Straight to the next character that matters: a long literal costs one regex scan. test()
    // rather than exec(): no match object made at each step.
    MARK.lastIndex = i;
    i = MARK.test(template) ? MARK.lastIndex - 1 : template.length;
    if (i === template.length) break;
    const code = template.charCodeAt(i);
    if (code === 63 /* ? */ || code === 35 /* # */) break;
    if (code === 47 /* / */ || code === 92 /* \ */) {
      if (!segmentHasExpression && isDotSegment(template, segmentStart, i)) literalDotSegment = true;
      segmentStart = i + 1;
      segmentHasExpression = false;
    } else if (code === 123 /* { */) {
      const close = template.indexOf("}", i);
      if (close === -1) break; // malformed: the expander reports it
      const body = template.slice(i + 1, close);
      if (startsQueryOrFragment(body)) break;
      const name = simpleName(body);
      const segmentStarts = i === segmentStart && (i > start || start === 0);
      if (name !== undefined && segmentStarts && endsSegment(template, close + 1)) wholeSegmentNames.push(name);
      segmentHasExpression = true;
      i = close;
    }
  }
  if (!segmentHasExpression && isDotSegment(template, segmentStart, i)) literalDotSegment = true;
  // Copied to its exact size: a pushed-to array keeps room for 17 names, and plans are cached.
  return { wholeSegmentNames: wholeSegmentNames.slice(), literalDotSegment };
}

// `{?x}`, `{&x}`, `{#x}`: what follows is no longer the path.
function startsQueryOrFragment(body: string): boolean {
  const operator = body.charCodeAt(0);
  return operator === 63 || operator === 38 || operator === 35;
}

// `{name}` or `{name:3}`: no operator, one variable, no explode. Else undefined.
function simpleName(body: string): string | undefined {
  if (body.length === 0 || "+#./;?&=,!@|".includes(body[0]) || body.includes(",") || body.includes("*")) return undefined;
  const colon = body.indexOf(":");
  return colon === -1 ? body : body.slice(0, colon);
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
