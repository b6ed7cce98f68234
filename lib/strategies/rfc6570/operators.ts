/** An RFC 6570 operator's expansion behaviour (the table of RFC 6570 Appendix A). */
export interface Operator {
  readonly first: string;
  readonly separator: string;
  readonly named: boolean;
  readonly ifEmpty: string;
  /** `true`: reserved characters and percent-encoded triplets pass unencoded (`+` and `#`). */
  readonly allowReserved: boolean;
}

function operator(first: string, separator: string, named: boolean, ifEmpty: string, allowReserved: boolean): Operator {
  return Object.freeze({ first, separator, named, ifEmpty, allowReserved });
}

/** Operator characters RFC 6570 reserves for future extensions (section 2.2). */
export const RESERVED_OPERATORS = "=,!@|";

// The operators' characters, in the order of OPERATOR_LIST from its index 1.
const OPERATOR_CHARACTERS = "+#./;?&";

/**
 * The operators in a fixed order, so a compiled template names one by its index (see
 * compile-template.ts): 0 is simple string expansion, then `+`, `#`, `.`, `/`, `;`, `?`, `&`.
 */
export const OPERATOR_LIST: readonly Operator[] = [
  operator("", ",", false, "", false),
  operator("", ",", false, "", true),
  operator("#", ",", false, "", true),
  operator(".", ".", false, "", false),
  operator("/", "/", false, "", false),
  operator(";", ";", true, "", false),
  operator("?", "&", true, "=", false),
  operator("&", "&", true, "=", false),
];

/** The index in {@link OPERATOR_LIST} of `+`, the operator whose values may end the path. */
export const RESERVED_EXPANSION = 1;

/** The index in {@link OPERATOR_LIST} of the operator whose character code is `code`, or 0 (none: simple expansion). */
export function operatorIndex(code: number): number {
  return OPERATOR_CHARACTERS.indexOf(String.fromCharCode(code)) + 1;
}

/** The code of a part that is an expression object (compile-template.ts). */
export const EXPRESSION = -1;

/**
 * The code of an expression of one variable without prefix, kept as its name alone: the
 * operator's index in OPERATOR_LIST and whether it explodes, as a number below EXPRESSION.
 */
export function nameCode(operator: number, explode: boolean): number {
  return -2 - (operator * 2 + (explode ? 1 : 0));
}

/** The operator of a name's code (see nameCode). */
export function operatorOfCode(code: number): Operator {
  return OPERATOR_LIST[(-2 - code) >> 1];
}

/** Whether a name's code explodes (see nameCode). */
export function explodesByCode(code: number): boolean {
  return ((-2 - code) & 1) === 1;
}
