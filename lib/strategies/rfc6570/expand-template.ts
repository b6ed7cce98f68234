import { hasOwn, isPlainObject } from "../../core/util/own-properties";
import { describeValue } from "../../errors/describe-value";
import { InvalidParameterError } from "../../errors/invalid-parameter-error";
import { TemplateSyntaxError } from "../../errors/template-syntax-error";
import type { ExpansionFacts } from "../../core/contracts/template-expander";
import type { Expression, Program } from "./program";
import { AT_FRAGMENT, DOT_SEGMENT, EMPTY, ENDED_SHIFT, isDotState, readPath } from "../../core/url/dot-segments";
import { encodeReserved, encodeUnreserved } from "./encode";
import { pathEnd as pathEndOf } from "../../core/url/url";
import { explodesByCode, nameCode, OPERATOR_LIST, operatorOfCode, RESERVED_EXPANSION, type Operator } from "./operators";
import { scalarItems, scalarPairs, scalarText } from "./template-values";

// The reserved operator, "+", whose values keep "?" and "#" outside a fragment, and simple expansion.
const RESERVED = OPERATOR_LIST[RESERVED_EXPANSION];
const SIMPLE = OPERATOR_LIST[0];
const SIMPLE_NAME = nameCode(0, false);

/**
 * Expands a compiled template (RFC 6570 Appendix A), looking variables up as own keys only. With
 * `facts`, it also records where the path ends, where a fragment starts, the last characters and
 * whether a path segment is a dot segment, read from each piece as it is added (by the one
 * dot-segment rule, core/url/dot-segments.ts), so nobody scans the whole URL again.
 */
export function expandTemplate(compiled: Program, variables: Readonly<Record<string, unknown>>, facts?: ExpansionFacts): string {
  let out = "";
  let state = EMPTY;
  let inPath = true;
  let dotSegment = false;
  let pathEnd = -1;
  let fragmentStart = -1;
  let pathLastCode = -1;
  let lastCode = -1;
  // A {+name} whose value ended the path, and where its text ends in `out`: anything the template
  // writes after it is refused at the end (see refuseAfterValue), after a dot segment, the graver fault.
  let endedByValue: string | Expression | undefined;
  let valueEnd = 0;
  const program = compiled.program;
  for (let i = 0; i < program.length; i += 2) {
    const part = program[i] as string | Expression;
    const code = program[i + 1] as number;
    let piece: string;
    let read = 0;
    if (code >= 0) {
      piece = part as string;
      if (inPath) read = literalRead(piece, code, state);
    } else {
      piece = expressionText(compiled.template, part, code, variables);
      if (piece === "") continue;
      const operator = operatorOf(part, code);
      // A simple expansion writes unreserved text, "," and triplets: without a "%", it holds no
      // separator, ";", "?" or "#", so its first three characters settle its segment's state.
      if (inPath) read = readPath(piece, state, 0, operator === SIMPLE && !piece.includes("%") ? Math.min(piece.length, 3) : piece.length);
      // "?" or "#" from a value of {+name}, where the template still writes the path.
      if (read >>> ENDED_SHIFT !== 0 && operator === RESERVED) {
        endedByValue = part;
        valueEnd = out.length + piece.length;
      }
    }
    // Where the path ends in this piece, if it does.
    let ended = -1;
    if (inPath) {
      state = read & 7;
      if ((read & DOT_SEGMENT) !== 0) dotSegment = true;
      ended = (read >>> ENDED_SHIFT) - 1;
      if (ended !== -1) {
        inPath = false;
        pathEnd = out.length + ended;
        pathLastCode = ended > 0 ? piece.charCodeAt(ended - 1) : lastCode;
        if ((read & AT_FRAGMENT) !== 0) {
          fragmentStart = pathEnd;
          lastCode = pathLastCode;
        }
      }
    }
    if (fragmentStart === -1) {
      // A "#" only after the path's end (a negative start reads as 0).
      const hash = inPath ? -1 : piece.indexOf("#", ended);
      if (hash === -1) {
        lastCode = piece.charCodeAt(piece.length - 1);
      } else {
        fragmentStart = out.length + hash;
        if (hash > 0) lastCode = piece.charCodeAt(hash - 1);
      }
    }
    out += piece;
  }
  if (inPath) {
    if (isDotState(state)) dotSegment = true;
    pathEnd = out.length;
    pathLastCode = lastCode;
  }
  // A request's expansion asks for facts; expand() alone stays RFC 6570's, which allows it.
  if (facts === undefined) return out;
  if (endedByValue !== undefined && out.length > valueEnd && !dotSegment)
    refuseAfterValue(compiled.template, endedByValue, out.charAt(pathEnd));
  facts.pathEnd = pathEnd;
  facts.fragmentStart = fragmentStart;
  facts.pathLastCode = pathLastCode;
  facts.lastCode = lastCode;
  facts.dotSegment = dotSegment;
  return out;
}

// An expression part's operator.
function operatorOf(part: string | Expression, code: number): Operator {
  return typeof part === "string" ? operatorOfCode(code) : part.operator;
}

// A literal's code: readPath() of its path text from each of the five segment states, four bits
// each, and where its path ends plus one, above them (0: it does not). Read once, when compiled.
const STATE_BITS = 4;
const ENDS_AT = 2 ** (5 * STATE_BITS);

/** The code of a literal part (non-negative), as the compile stores it. */
export function literalCode(text: string): number {
  const end = pathEndOf(text, 0);
  let code = 0;
  for (let state = 0; state < 5; state++) code |= (readPath(text, state) & 15) << (STATE_BITS * state);
  return code + (end < text.length ? end + 1 : 0) * ENDS_AT;
}

// readPath() of a literal from `state`, from its code.
function literalRead(text: string, code: number, state: number): number {
  const read = (code >>> (STATE_BITS * state)) & 15;
  if (code < ENDS_AT) return read;
  const endedAt = Math.floor(code / ENDS_AT);
  return read | (endedAt << ENDED_SHIFT) | (text.charCodeAt(endedAt - 1) === 35 /* # */ ? AT_FRAGMENT : 0);
}

// Refuses what the template adds after a {+name} whose value ended the path with `character`, "?"
// or "#": the rest of the route would be sent in the query, or not at all in the fragment, so
// `DELETE /repos/{+full_name}/subscription` with "o/r#" would delete /repos/o/r. Where nothing
// follows, the value ends the URL as it asks.
function refuseAfterValue(template: string, endedBy: string | Expression, character: string): never {
  const names = typeof endedBy === "string" ? [endedBy] : endedBy.variables.map((spec) => spec.name);
  throw new InvalidParameterError(
    `The value of ${names.map((name) => describeValue(name)).join(" or ")} in ${describeValue(template)} holds "${character}", ` +
      `which ends the URL's path: what the template adds after it would not be sent as path. Give it ` +
      `in a query expression ({?name}) or without "?" and "#".`,
  );
}

// An expression's text; `{name}` with a string value, the bulk of URL paths, straight from the encoder.
function expressionText(template: string, part: string | Expression, code: number, variables: Readonly<Record<string, unknown>>): string {
  if (typeof part !== "string") return expandExpression(template, part, variables);
  const value = variables[part];
  if (code === SIMPLE_NAME && typeof value === "string" && hasOwn(variables, part)) return encodeUnreserved(value, part);
  return expandName(template, part, code, variables);
}

/** An expression of one variable without prefix, kept as its name and its code. */
export function expandName(template: string, name: string, code: number, variables: Readonly<Record<string, unknown>>): string {
  const value = hasOwn(variables, name) ? variables[name] : undefined;
  if (value === undefined || value === null) return "";
  const operator = operatorOfCode(code);
  const expanded = expandVariable(template, operator, name, explodesByCode(code), 0, 0, value);
  return expanded === undefined ? "" : operator.first + expanded;
}

// An expression kept as an object: several variables, or a prefix.
function expandExpression(template: string, expression: Expression, variables: Readonly<Record<string, unknown>>): string {
  const operator = expression.operator;
  let out = "";
  let defined = false;
  for (const spec of expression.variables) {
    const value = hasOwn(variables, spec.name) ? variables[spec.name] : undefined;
    if (value === undefined || value === null) continue;
    const expanded = expandVariable(template, operator, spec.name, spec.explode, spec.prefix, spec.position, value);
    if (expanded === undefined) continue;
    out += (defined ? operator.separator : operator.first) + expanded;
    defined = true;
  }
  return out;
}

/**
 * One variable's expansion, without the operator's first character. Returns undefined for a value
 * RFC 6570 counts as undefined (an empty list or map). `position` is where the name stands in the
 * template, for the error of a prefix on a list or map.
 */
export function expandVariable(
  template: string,
  operator: Operator,
  name: string,
  explode: boolean,
  prefix: number,
  position: number,
  value: unknown,
): string | undefined {
  const encode = operator.allowReserved ? encodeReserved : encodeUnreserved;
  if (Array.isArray(value)) {
    const items = scalarItems(name, value);
    if (items.length === 0) return undefined;
    refusePrefix(template, name, prefix, position);
    if (!explode) return (operator.named ? name + "=" : "") + items.map((item) => encode(item, name)).join(",");
    return items
      .map((item) => (operator.named ? name + (item === "" ? operator.ifEmpty : "=") : "") + encode(item, name))
      .join(operator.separator);
  }
  if (isPlainObject(value)) {
    const pairs = scalarPairs(name, value);
    if (pairs.length === 0) return undefined;
    refusePrefix(template, name, prefix, position);
    if (!explode) {
      return (operator.named ? name + "=" : "") + pairs.map(([key, item]) => encode(key, name) + "," + encode(item, name)).join(",");
    }
    return pairs
      .map(([key, item]) => encode(key, name) + (operator.named && item === "" ? operator.ifEmpty : "=" + encode(item, name)))
      .join(operator.separator);
  }
  let text = scalarText(name, value);
  if (prefix > 0) text = prefixOf(text, prefix);
  text = encode(text, name);
  return operator.named ? name + (text === "" ? operator.ifEmpty : "=" + text) : text;
}

function refusePrefix(template: string, name: string, prefix: number, position: number): void {
  if (prefix > 0) {
    throw new TemplateSyntaxError(
      `Malformed URI template ${describeValue(template)}: a prefix on "${name}", ` +
        `whose value is a list or map (RFC 6570 section 2.4.1) at position ${position}.`,
      position,
    );
  }
}

// The first `length` code points: a surrogate pair is one character and is never split.
function prefixOf(text: string, length: number): string {
  let i = 0;
  for (let count = 0; count < length && i < text.length; count++) {
    const code = text.charCodeAt(i);
    const low = text.charCodeAt(i + 1);
    i += code >= 0xd800 && code <= 0xdbff && low >= 0xdc00 && low <= 0xdfff ? 2 : 1;
  }
  return text.slice(0, i);
}
