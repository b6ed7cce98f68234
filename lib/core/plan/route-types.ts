import type { NamedOptionKey } from "../options/named-options";
import type { BodyMethod, HttpMethod, HttpMethodList, QueryMethod } from "../options/http-method";
import type { UnsetWhereOptional } from "../options/types";
/**
 * Types that read a literal route: its placeholders become the parameters a call must or may give.
 * A route typed as plain `string` falls back to open parameters.
 *
 * - `{name}` and `{+name}` (and `:name`) are required;
 * - `{/name}`, `{.name}`, `{;name}`, `{?name}`, `{&name}`, `{#name}` are optional;
 * - values are `string | number | bigint | boolean`; lists are allowed in exploded (`*`) and in
 *   `/ . ; ? & #` expressions, maps in exploded ones.
 */

/** A value a placeholder takes. */
export type ScalarValue = string | number | bigint | boolean;
/** A list value, for forms that take lists. */
export type ListValue = readonly ScalarValue[];
/** A map value, for exploded forms. */
export type MapValue = Readonly<Record<string, ScalarValue>>;

/** The URL of a route string: after the verb (any letter case) and its spaces. */
export type RouteUrl<R extends string> = R extends `${infer First} ${infer Url}`
  ? Uppercase<First> extends HttpMethod
    ? TrimStart<Url>
    : R
  : Uppercase<R> extends HttpMethod
    ? ""
    : R;

/**
 * A literal route whose first word, when it has a space, is an HTTP verb in any letter case; for
 * another word, a text that says so, which the route does not match: `"GTE /x"` is a compile
 * error. A route typed as plain `string` passes.
 */
export type CheckedRoute<R extends string> = string extends R
  ? R
  : [OptionNamedPlaceholders<R>] extends [never]
    ? [MisspelledPlaceholders<R>] extends [never]
      ? CheckedVerb<R>
      : `${R}: the placeholder ${MisspelledPlaceholders<R>} is no RFC 6570 variable name (letters, digits, _, %XX and . only)` & NotOffered
    : `${R}: the placeholder ${OptionNamedPlaceholders<R>} has the name of an option, so no parameter can fill it (rename it)` & NotOffered;
// A route's verb checked, as CheckedRoute says.
type CheckedVerb<R extends string> =
  TrimStart<R> extends `${infer First} ${string}`
    ? string extends First
      ? R // a verb only known at run time (`${method} /x`)
      : Uppercase<First> extends HttpMethod
        ? R
        : `${First} is not an HTTP method: use ${HttpMethodList}` & NotOffered
    : R;
type TrimStart<S extends string> = S extends ` ${infer Rest}` ? TrimStart<Rest> : S;
// Placeholders named like an option other than data: the option takes the value, never the URL.
type OptionNamedPlaceholders<R extends string> = Extract<Placeholders<RouteUrl<R>>["name"], Exclude<NamedOptionKey, "data">>;

// Placeholders whose name holds a character outside RFC 6570's variable names ({default-graph-uri}),
// which the run time refuses; where "." and "%" stand is left to the run time's message.
type MisspelledPlaceholders<R extends string> = Placeholders<RouteUrl<R>>["name"] extends infer Name extends string
  ? Name extends string
    ? IsNameText<Name> extends true
      ? never
      : Name
    : never
  : never;
type IsNameText<S extends string> = S extends `${infer C}${infer Rest}`
  ? C extends WordCharacter | "." | "%"
    ? IsNameText<Rest>
    : false
  : true;

type LowercaseLetter =
  | "a"
  | "b"
  | "c"
  | "d"
  | "e"
  | "f"
  | "g"
  | "h"
  | "i"
  | "j"
  | "k"
  | "l"
  | "m"
  | "n"
  | "o"
  | "p"
  | "q"
  | "r"
  | "s"
  | "t"
  | "u"
  | "v"
  | "w"
  | "x"
  | "y"
  | "z";
type Letter = LowercaseLetter | Uppercase<LowercaseLetter>;
type WordCharacter = Letter | "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "_";

// The word at the start of S (tail-recursive, so long names stay within the compiler's limits).
type LeadingWord<S extends string, Word extends string = ""> = S extends `${infer C}${infer Rest}`
  ? C extends WordCharacter
    ? LeadingWord<Rest, `${Word}${C}`>
    : Word
  : Word;

// The path part of a URL: `:name` placeholders count only there, not in a scheme, an authority
// (`user:pw@host`, `[::1]:8080`), a query or a fragment.
type PathOf<U extends string> =
  WithoutAuthority<U> extends infer Rest extends string
    ? Rest extends `${infer Path}?${string}`
      ? PathOf<Path>
      : Rest extends `${infer Path}#${string}`
        ? Path
        : Rest
    : never;
type WithoutAuthority<U extends string> = U extends `${string}://${infer Rest}`
  ? Rest extends `${string}/${infer Path}`
    ? `/${Path}`
    : ""
  : U;
// Text outside `{...}`, where `:name` placeholders stand.
type OutsideBraces<U extends string, Out extends string = ""> = U extends `${infer Before}{${string}}${infer After}`
  ? OutsideBraces<After, `${Out}${Before} `>
  : `${Out}${U}`;

// octokit's rule for a name: a lowercase letter, then one or more word characters; only where a
// path segment starts, after a "/" (S starts with one: a relative path's start counts too).
// `{operation}:cancel` and `report:download` are text, as at run time (colon-placeholders.ts).
type ColonNames<S extends string, Names extends string = never> = S extends `${string}/:${infer After}`
  ? After extends `${LowercaseLetter}${WordCharacter}${string}`
    ? ColonNames<After, Names | LeadingWord<After>>
    : ColonNames<After, Names>
  : Names;

type Expressions<U extends string, Found extends string = never> = U extends `${string}{${infer Expression}}${infer Rest}`
  ? Expressions<Rest, Found | Expression>
  : Found;

type Operator = "+" | "#" | "." | "/" | ";" | "?" | "&";
type OperatorOf<E extends string> = E extends `${infer C}${string}` ? (C extends Operator ? C : "") : "";
type VariableList<E extends string> = E extends `${Operator}${infer Rest}` ? Rest : E;
type Split<S extends string, Parts extends string = never> = S extends `${infer Head},${infer Rest}`
  ? Split<Rest, Parts | Head>
  : Parts | S;
type NameOf<Spec extends string> = Spec extends `${infer Name}*` ? Name : Spec extends `${infer Name}:${string}` ? Name : Spec;
type IsExploded<Spec extends string> = Spec extends `${string}*` ? true : false;

// One placeholder, described: its name, whether it is required, and the value it takes.
type Placeholder<Expression extends string> = Expression extends string ? PlaceholderOf<Expression> : never;
type PlaceholderOf<E extends string> =
  Split<VariableList<E>> extends infer Spec extends string
    ? Spec extends string
      ? {
          /** The placeholder's name. */
          name: NameOf<Spec>;
          /** Whether a call must give it: `{name}` and `{+name}` yes, the other forms no. */
          required: OperatorOf<E> extends "" | "+" ? true : false;
          /** The value types the form takes. */
          value: IsExploded<Spec> extends true
            ? ScalarValue | ListValue | MapValue
            : OperatorOf<E> extends "" | "+"
              ? ScalarValue
              : ScalarValue | ListValue;
        }
      : never
    : never;

type Placeholders<U extends string> =
  | Placeholder<Expressions<U>>
  | (ColonNames<`/${OutsideBraces<PathOf<U>>}`> extends infer Name extends string
      ? Name extends string
        ? {
            /** The placeholder's name. */ name: Name;
            /** `:name` is required. */ required: true;
            /** A scalar value. */ value: ScalarValue;
          }
        : never
      : never);

interface RequiredPlaceholder {
  /** A placeholder a call must fill. */
  required: true;
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * The parameters a literal route takes: `RouteParameters<"GET /repos/{owner}/{repo}{?per_page}">`
 * is `{ owner: ScalarValue; repo: ScalarValue; per_page?: ScalarValue | ListValue }`.
 */
export type RouteParameters<R extends string> = string extends R
  ? {}
  : Simplify<
      { [P in Placeholders<RouteUrl<R>> as P extends RequiredPlaceholder ? P["name"] : never]: P["value"] } & {
        [P in Placeholders<RouteUrl<R>> as P extends RequiredPlaceholder ? never : P["name"]]?: P["value"] | undefined;
      }
    >;

/** The verb of a route string in capitals, or `undefined` when it names none. @internal */
export type RouteVerb<R extends string> =
  TrimStart<R> extends `${infer First} ${string}`
    ? Uppercase<First> extends HttpMethod
      ? Uppercase<First>
      : undefined
    : Uppercase<TrimStart<R>> extends HttpMethod
      ? Uppercase<TrimStart<R>>
      : undefined;
type HasQueryExpression<U extends string> = U extends `${string}{${"?" | "&"}${string}}${string}` ? true : false;

/**
 * Why a builder on route `R` has no place for a parameter the route does not name, or `never`
 * when it has one. The rule: a name outside the route's placeholders is fine wherever R2 or R3
 * gives it a place, and refused in the two cases where the route says otherwise:
 * - a `GET`, `HEAD` or `OPTIONS` route that lists its query in `{?…}` is taken at its word (at run
 *   time R2 would still send the name; the compile error catches the typo first);
 * - a `POST`, `PUT`, `PATCH` or `DELETE` route once `data()` is set: R4 leaves such a name no
 *   place, and the run time refuses it too.
 *
 * A route typed as plain `string`, a route without a verb, and a builder whose `method()` or
 * `url()` was set after the route take any name.
 */
export type OtherParametersRefused<R extends string, HasData extends boolean> = string extends R
  ? never
  : RouteVerb<R> extends QueryMethod
    ? HasQueryExpression<RouteUrl<R>> extends true
      ? `${R} lists its query in {?...}; add the name there`
      : never
    : RouteVerb<R> extends BodyMethod
      ? [HasData] extends [true]
        ? `beside data(), ${R} has no place for it (R4); add it to the route's {?...} or to data`
        : never
      : never;

/**
 * The name `param()` takes: a placeholder of the route, or any other name when the route has a
 * place for it, never the empty one; else a text saying why not, which the name does not match.
 */
export type ParameterName<K extends string, Parameters, Refused extends string> = K extends keyof Parameters
  ? K
  : K extends ""
    ? (keyof Parameters & string) | ("a parameter's name is not empty" & NotOffered)
    : [Refused] extends [never]
      ? K
      : `${K} is not a parameter of this route: ${Refused}` & NotOffered;

export type { NamedOptionKey };

/**
 * Joined to an error text, so that an editor does not offer it as a route or a name while one is
 * typed (it offers string literal types only, and the text is then no longer one).
 */
export interface NotOffered {
  /** Never set: marks an error text. */
  readonly "error text"?: never;
}

/** The parameter names an options object provides (as `defaults()` binds them). */
export type ProvidedParameters<O> = Exclude<Extract<keyof O, string>, NamedOptionKey>;

type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/** The route's parameters less those the defaults provide, which become optional. */
export type CallParameters<R extends string, Provided extends string> = Simplify<
  Omit<RouteParameters<R>, Provided> & UnsetWhereOptional<Partial<Pick<RouteParameters<R>, Extract<keyof RouteParameters<R>, Provided>>>>
>;

/**
 * The options argument of a call to a route: required when the route has a required parameter
 * that the defaults do not provide, optional otherwise.
 */
export type RouteOptionsArgument<R extends string, Provided extends string, Options> = [RequiredKeys<CallParameters<R, Provided>>] extends [
  never,
]
  ? [options?: Options & CallParameters<R, Provided>]
  : [options: Options & CallParameters<R, Provided>];

/**
 * A route a call may give without options: the route itself when none of its required parameters
 * is missing, else a text naming each missing one, so that
 * `endpoint("GET /repos/{owner}/{repo}")` is a compile error that says `owner` and `repo`.
 */
export type RouteWithoutOptions<R extends string, Provided extends string> =
  CheckedRoute<R> extends R
    ? [RequiredKeys<CallParameters<R, Provided>>] extends [never]
      ? R
      : `${R} needs the parameter ${Extract<RequiredKeys<CallParameters<R, Provided>>, string>}` & NotOffered
    : CheckedRoute<R>;
