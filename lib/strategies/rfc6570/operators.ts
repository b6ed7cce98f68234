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

/** The operators by their character; `""` is simple string expansion. */
export const OPERATORS: Readonly<Record<string, Operator>> = Object.freeze({
  "": operator("", ",", false, "", false),
  "+": operator("", ",", false, "", true),
  "#": operator("#", ",", false, "", true),
  ".": operator(".", ".", false, "", false),
  "/": operator("/", "/", false, "", false),
  ";": operator(";", ";", true, "", false),
  "?": operator("?", "&", true, "=", false),
  "&": operator("&", "&", true, "=", false),
});

/** Operator characters RFC 6570 reserves for future extensions (section 2.2). */
export const RESERVED_OPERATORS = "=,!@|";
