import { flatString } from "../../core/util/flat-string";
import { describeUrl } from "../../errors/describe-value";
import { TemplateSyntaxError } from "../../errors/template-syntax-error";
import { isHexDigit } from "../../core/url/literal-characters";
import type { ExpansionFacts, FactReportingTemplate } from "../../core/contracts/template-expander";
import type { SegmentExpressions } from "../../core/url/template-shape";
import { expandTemplate, literalCode } from "./expand-template";
import { EXPRESSION, nameCode, OPERATOR_LIST, operatorIndex, RESERVED_OPERATORS } from "./operators";
import type { Expression, Program, VariableSpec } from "./program";

const NO_GROUPS: readonly SegmentExpressions[] = [];

/**
 * A template parsed once: literal text (already encoded) and expressions, in order. It is its own
 * reading for the core (prepare() returns it): no closures, so a plan that holds it stays small.
 */
export class CompiledTemplate implements FactReportingTemplate, Program {
  constructor(
    readonly template: string,
    /**
     * The parts in order, each as two items, the part and its code: a literal's text and its
     * reading as path text (see literalCode), never negative; an expression's one variable name,
     * when it has one variable and no prefix (most do), and its operator and explode (see
     * nameCode); else an {@link Expression} and EXPRESSION.
     */
    readonly program: readonly (string | Expression | number)[],
    /** The variable names, in order of first use, without duplicates (frozen when handed out). */
    readonly names: readonly string[],
  ) {}

  private frozenNames: readonly string[] | undefined = undefined;

  /** The variable names, frozen: the list handed out (variableNames()). */
  get variableNames(): readonly string[] {
    return (this.frozenNames ??= Object.freeze(this.names.slice()));
  }

  // The core reads the path's shape itself (templateShape()).
  get wholeSegmentNames(): undefined {
    return undefined;
  }
  get wholeSegmentGroups(): readonly SegmentExpressions[] {
    return NO_GROUPS;
  }
  get literalDotSegment(): boolean {
    return false;
  }

  expand(variables: Readonly<Record<string, unknown>>): string {
    return expandTemplate(this, variables);
  }

  expandWithFacts(variables: Readonly<Record<string, unknown>>, facts: ExpansionFacts): string {
    return expandTemplate(this, variables, facts);
  }
}

// The core trusts what a compiled template writes: its methods cannot be replaced for every template
// (the prototype is reachable from any reading prepare() returns).
Object.freeze(CompiledTemplate.prototype);

const MAX_PREFIX_DIGITS = 4; // max-length = %x31-39 0*3DIGIT, so 1 to 9999

// The ASCII characters a literal may hold besides "%" triplets: RFC 6570's `literals`, and `'`,
// which the production leaves out, yet is a URI sub-delimiter the community suite expects to pass.
const LITERAL_CHARACTER: readonly boolean[] = Array.from({ length: 128 }, (_, code) =>
  /[!#$&'()*+,\-./0-9:;=?@A-Z[\]_a-z~]/.test(String.fromCharCode(code)),
);

/**
 * Parses an RFC 6570 (level 4) template in one linear pass. Literals are checked against the
 * `literals` production and encoded now (non-ASCII `ucschar` and `iprivate` as UTF-8 triplets),
 * so expansion only joins strings.
 * @throws {@link TemplateSyntaxError} naming the position of the first fault.
 */
export function compileTemplate(template: string, hyphens = false): CompiledTemplate {
  const program: (string | Expression | number)[] = [];
  const names = new UniqueNames();
  // The literal being scanned: its encoded text before runStart (when a character was encoded), and where it starts.
  let encoded = "";
  let literalStart = 0;
  let runStart = 0;
  let i = 0;
  while (i < template.length) {
    const code = template.charCodeAt(i);
    if (code === 123 /* { */) {
      if (i > literalStart) pushLiteral(program, template, encoded, literalStart, runStart, i);
      encoded = "";
      i = parseExpression(template, i, program, names, hyphens) + 1;
      literalStart = runStart = i;
    } else if (code === 125 /* } */) {
      fail(template, i, 'a "}" without a matching "{"');
    } else if (code === 37 /* % */) {
      if (!isHexDigit(template.charCodeAt(i + 1)) || !isHexDigit(template.charCodeAt(i + 2))) {
        fail(template, i, 'a "%" not followed by two hexadecimal digits');
      }
      i += 3;
    } else if (code < 128 && LITERAL_CHARACTER[code]) {
      i++;
    } else {
      const codePoint = template.codePointAt(i) as number;
      if (code < 128 || !isUcsCharOrPrivate(codePoint)) {
        fail(template, i, `the character ${describeCharacter(codePoint)}, which a URI template does not allow`);
      }
      const size = codePoint > 0xffff ? 2 : 1;
      encoded += template.slice(runStart, i) + encodeURIComponent(template.slice(i, i + size));
      i += size;
      runStart = i;
    }
  }
  if (i > literalStart) pushLiteral(program, template, encoded, literalStart, runStart, i);
  // Copied at their exact size: a compiled template lives in a cache, and an array grown by push
  // keeps room for 17 or more items, most of it empty.
  return new CompiledTemplate(template, program.slice(), names.list.slice());
}

// A literal from `start` to `end` and its code. Flat, as the cache that keeps the template weighs
// it (a text built by += is a rope).
function pushLiteral(
  program: (string | Expression | number)[],
  template: string,
  encoded: string,
  start: number,
  runStart: number,
  end: number,
): void {
  const text = encoded === "" ? template.slice(start, end) : flatString(encoded + template.slice(runStart, end));
  program.push(text, literalCode(text));
}

/** Whether a part's code (see {@link CompiledTemplate.program}) is an expression's, not a literal's. */
export function isExpression(code: number): boolean {
  return code < 0;
}

/**
 * Where the first variable name of a compiled template's `n`th expression (from 1) starts, for
 * error messages: every `{` of a template that compiled opens an expression.
 */
export function expressionNamePosition(template: string, n: number): number {
  let open = -1;
  for (let count = 0; count < n; count++) open = template.indexOf("{", open + 1);
  return operatorIndex(template.charCodeAt(open + 1)) === 0 ? open + 1 : open + 2;
}

// Names searched in a list up to this many: no hash table is made for a template's usual few.
const SHORT_LIST = 16;

// A template's variable names in order of first use, without duplicates.
class UniqueNames {
  readonly list: string[] = [];
  private seen: Set<string> | undefined = undefined;

  add(name: string): void {
    if (this.seen !== undefined ? this.seen.has(name) : this.list.includes(name)) return;
    this.list.push(name);
    if (this.seen !== undefined) this.seen.add(name);
    else if (this.list.length > SHORT_LIST) this.seen = new Set(this.list);
  }
}

// Parses the expression that opens at `open` into a part and its code; returns where it closes.
function parseExpression(
  template: string,
  open: number,
  program: (string | Expression | number)[],
  names: UniqueNames,
  hyphens: boolean,
): number {
  let i = open + 1;
  const operator = operatorIndex(template.charCodeAt(i));
  if (operator !== 0) i++;
  else if (RESERVED_OPERATORS.includes(template[i] ?? "{"))
    fail(template, i, `the operator "${template[i]}", which RFC 6570 reserves for future extensions`);
  // Made from a second variable or a prefix on: one variable without prefix is kept as its name.
  let variables: VariableSpec[] | undefined;
  for (;;) {
    const nameStart = i;
    i = scanVariableName(template, i, open, hyphens);
    if (i === nameStart) failAtName(template, i, open, variables === undefined);
    const name = template.slice(nameStart, i);
    names.add(name);
    let explode = false;
    let prefix = 0;
    if (template.charCodeAt(i) === 58 /* : */) {
      const digitsStart = i + 1;
      let digitsEnd = digitsStart;
      while (isDigit(template.charCodeAt(digitsEnd))) digitsEnd++;
      const digits = digitsEnd - digitsStart;
      if (digits === 0 || digits > MAX_PREFIX_DIGITS || template.charCodeAt(digitsStart) === 48 /* 0 */) {
        fail(template, i, "a prefix that is not a number from 1 to 9999");
      }
      prefix = Number(template.slice(digitsStart, digitsEnd));
      i = digitsEnd;
    } else if (template.charCodeAt(i) === 42 /* * */) {
      explode = true;
      i++;
    }
    const next = template.charCodeAt(i);
    if (next === 125 /* } */ && variables === undefined && prefix === 0) {
      program.push(name, nameCode(operator, explode));
      return i;
    }
    (variables ??= []).push({ name, explode, prefix, position: nameStart });
    if (next === 44 /* , */) {
      i++;
    } else if (next === 125 /* } */) {
      program.push({ operator: OPERATOR_LIST[operator], variables: variables.slice() }, EXPRESSION); // at its exact size
      return i;
    } else if (i >= template.length) {
      fail(template, open, "an expression that is never closed");
    } else {
      // Right after the name, the character was most likely meant as part of it ({default-graph-uri}).
      const rule = i === nameStart + name.length ? ' name (a name holds only letters, digits, "_", %XX triplets and "." between them)' : "";
      fail(template, i, `the character ${describeCharacter(template.codePointAt(i) as number)} after a variable${rule}`);
    }
  }
}

// Where a variable name should start and none does: say why.
function failAtName(template: string, i: number, open: number, firstVariable: boolean): never {
  if (i >= template.length) fail(template, open, "an expression that is never closed");
  const character = template.codePointAt(i) as number;
  if (character === 125 /* } */) fail(template, i, firstVariable && i === open + 1 ? "an empty expression" : "a missing variable name");
  if (firstVariable && i === open + 1) fail(template, i, `the unknown operator ${describeCharacter(character)}`);
  fail(template, i, `the character ${describeCharacter(character)}, which a variable name does not allow`);
}

// varname = varchar *( ["."] varchar ); varchar = ALPHA / DIGIT / "_" / pct-encoded. Nothing else:
// the official suite's negative tests refuse "-" ({default-graph-uri}), unless `hyphens` takes it
// after a name's first character (as GitHub's {enterprise-team}).
function scanVariableName(template: string, start: number, open: number, hyphens: boolean): number {
  let i = start;
  for (;;) {
    const code = template.charCodeAt(i);
    if (isVariableCharacter(code) || (hyphens && code === 45 /* - */ && i > start)) {
      i++;
    } else if (code === 37 /* % */) {
      if (!isHexDigit(template.charCodeAt(i + 1)) || !isHexDigit(template.charCodeAt(i + 2))) {
        fail(template, i, 'a "%" in a variable name not followed by two hexadecimal digits');
      }
      i += 3;
    } else if (code === 46 /* . */ && i > start) {
      const after = template.charCodeAt(i + 1);
      if (!isVariableCharacter(after) && after !== 37)
        fail(template, i, 'a "." that does not stand between two characters of a variable name');
      i++;
    } else {
      if (code === 46 && i === start && i !== open + 1) fail(template, i, 'a variable name that starts with "."');
      return i;
    }
  }
}

function isVariableCharacter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || isDigit(code) || code === 95;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

// ucschar and iprivate of RFC 6570 section 1.5 (and RFC 3987).
function isUcsCharOrPrivate(codePoint: number): boolean {
  if (codePoint < 0xa0) return false;
  if (codePoint <= 0xd7ff) return true;
  if (codePoint < 0xe000) return false; // surrogates: a lone one has no UTF-8 form
  if (codePoint <= 0xfdcf) return true; // iprivate E000-F8FF, then ucschar F900-FDCF
  if (codePoint < 0xfdf0) return false;
  if (codePoint <= 0xffef) return true;
  if (codePoint <= 0xffff) return false;
  return (codePoint & 0xffff) <= 0xfffd; // planes 1-16, but for each plane's last two code points
}

function describeCharacter(codePoint: number): string {
  const hex = "U+" + codePoint.toString(16).toUpperCase().padStart(4, "0");
  return codePoint >= 0x21 && codePoint < 0x7f ? `"${String.fromCodePoint(codePoint)}" (${hex})` : hex;
}

function fail(template: string, position: number, problem: string): never {
  throw new TemplateSyntaxError(`Malformed URI template ${describeUrl(template)}: ${problem} at position ${position}.`, position);
}
