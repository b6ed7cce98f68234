import type { EndpointDefaults, MergedOptions, RequestOptions, UnsetWhereOptional } from "../core/options/types";
import type { ProvidedParameters } from "../core/plan/route-types";
import type {
  AnyOperation,
  BodyRequired,
  ContentOf,
  DataOf,
  DescribedParameterNames,
  JsonOf,
  KeysOf,
  NamesOfKind,
  NotOffered,
  OpenApiNamedOptions,
  OpenApiOperation,
  OpenApiRoute,
  OpenApiRouteArgument,
  ParameterKind,
  RequiredKeys,
  WithProvided,
} from "../core/plan/openapi-types";
import type { RouteMergedOptions } from "../facade/endpoint-types";

/**
 * An OpenAPI 3.x document as `createEndpoint` reads it: a parsed JSON or YAML object. Loose on
 * purpose, so that a document imported from a `.json` file (whose strings TypeScript widens)
 * type-checks as it is; the routes are typed by the `paths` type argument, not by this.
 *
 * @category OpenAPI descriptions
 */
export interface OpenApiDocumentLike {
  /** The OpenAPI version, `3.0.x` or `3.1.x` (a Swagger 2.0 document has `swagger` instead). */
  readonly openapi: string;
  /** The described paths, each a path item. */
  readonly paths?: Readonly<Record<string, unknown>> | undefined;
  /** The servers; the first one's URL, its variables at their defaults, is the base URL. */
  readonly servers?: readonly OpenApiServerLike[] | undefined;
  /** The reusable parts that `$ref`s point at. */
  readonly components?: Readonly<Record<string, unknown>> | undefined;
}

/** A server of an OpenAPI document. @category OpenAPI descriptions */
export interface OpenApiServerLike {
  /** The URL, maybe with `{variables}`. */
  readonly url: string;
  /** The URL's variables, each with its default. */
  readonly variables?: Readonly<Record<string, { readonly default: string }>> | undefined;
}

/**
 * The routing table the CLI writes from a description: only what routing needs, so that an
 * application ships it rather than the document. Loose here; its entries are the CLI's to write.
 *
 * @category OpenAPI descriptions
 */
export interface RoutingTableLike {
  /** Marks a table, as opposed to a description: its format's version. */
  readonly routingTable: number;
  /** The first server's URL. */
  readonly baseUrl?: string | undefined;
  /** The described routes, by `"<METHOD> <path>"`. */
  readonly routes: Readonly<Record<string, unknown>>;
}

/** Options of the described endpoint's `createEndpoint`. @category OpenAPI descriptions */
export interface CreateDescribedEndpointOptions {
  /** The base URL, instead of the description's first server. */
  readonly baseUrl?: string | undefined;
  /** Headers every call sends, beneath a call's own. */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** `false` refuses full URLs and pins the origin of the base URL. Default `true`. */
  readonly allowAbsoluteUrls?: boolean | undefined;
}

// Every location's parameters of an operation, flat by their described names.
type LocatedParameters<Op> = ParameterKind<Op, "path"> &
  ParameterKind<Op, "query"> &
  ParameterKind<Op, "header"> &
  ParameterKind<Op, "cookie">;
type LocatedNames<Op> = keyof LocatedParameters<Op>;

// The schema a body's properties are given flat for: a JSON object, else a form's object.
type FormOf<Content> = Content[Extract<keyof Content, "application/x-www-form-urlencoded" | "multipart/form-data">];
type ObjectSchema<Schema> = [Schema] extends [never]
  ? never
  : [Schema] extends [readonly unknown[]]
    ? never
    : [Schema] extends [object]
      ? Schema
      : never;
type FlatSchema<Content> = [JsonOf<Content>] extends [never] ? ObjectSchema<FormOf<Content>> : ObjectSchema<JsonOf<Content>>;

// What `data` takes: the whole body as described (a form also as its object).
type WholeBody<Content> = [JsonOf<Content>] extends [never] ? DataOf<Content> | FormOf<Content> : JsonOf<Content>;

// A schema's described properties, and any other name where it takes additional properties.
type NamedProperties<Schema> = { [K in keyof Schema as string extends K ? never : number extends K ? never : K]: Schema[K] };
type FlatProperties<Schema> =
  string extends KeysOf<Schema> ? UnsetWhereOptional<NamedProperties<Schema>> & { [name: string]: unknown } : UnsetWhereOptional<Schema>;

// Whether a body property shares its name with a parameter or a call's option: given flat, it
// would be that, so the body is given whole, as `data`.
type Collides<Schema, Op> = [Extract<KeysOf<Schema>, LocatedNames<Op> | CallOption>] extends [never] ? false : true;

// The body: whole as `data`, or an object's properties flat, never both. The flat form is last,
// so that a call that fits neither is told what the flat form lacks.
type BodyParameters<Op, Provided extends string> = [ContentOf<Op>] extends [never]
  ? {}
  : FlatSchema<ContentOf<Op>> extends infer Schema
    ? [Schema] extends [never]
      ? WholeBodyOnly<Op, Provided>
      : Collides<Schema, Op> extends true
        ? WholeBodyOnly<Op, Provided>
        : WholeBodyAlone<Schema, Op, Provided> | FlatBody<Schema, Op, Provided>
    : never;
type FlatBody<Schema, Op, Provided extends string> = { data?: never } & WithProvided<
  BodyRequired<Op> extends true ? FlatProperties<Schema> : UnsetWhereOptional<Partial<FlatProperties<Schema>>>,
  Provided
>;
type WholeBodyAlone<Schema, Op, Provided extends string> = { [K in keyof NamedProperties<Schema>]?: never } & WholeBodyOnly<Op, Provided>;
type WholeBodyOnly<Op, Provided extends string> =
  BodyRequired<Op> extends true
    ? "data" extends Provided
      ? { data?: WholeBody<ContentOf<Op>> | undefined }
      : { data: WholeBody<ContentOf<Op>> }
    : { data?: WholeBody<ContentOf<Op>> | undefined };

/**
 * The flat parameters of a described route: path, query, header and cookie parameters by their
 * described names (required ones required, less those `Provided` by the defaults), and the body's
 * properties when it is an object, or `data` for the whole body.
 *
 * @category OpenAPI descriptions
 */
export type DescribedParameters<Paths, R extends string, Provided extends string = never> =
  OpenApiOperation<Paths, R> extends infer Op
    ? UnsetWhereOptional<WithProvided<LocatedParameters<Op>, Provided>> & BodyParameters<Op, Provided>
    : never;

// The options a call gives beside the parameters (`method` and `url` as error texts: the route gives
// them), less the names the operation describes, which are its parameters then.
type CallOption = "data" | "headers" | "baseUrl" | "request";
type CallOptions<Op> = Omit<OpenApiNamedOptions, "mediaType" | LocatedNames<Op> | KeysOf<NamedProperties<FlatSchema<ContentOf<Op>>>>>;

/**
 * What a call to a described route takes: {@link DescribedParameters}, and the options `headers`,
 * `baseUrl` and `request`. A name the route does not describe is a compile error, unless its body
 * takes additional properties. A route typed as plain `string` takes any names.
 *
 * @category OpenAPI descriptions
 */
export type DescribedOptions<Paths, R extends string, Provided extends string = never> = string extends R
  ? Readonly<Record<string, unknown>>
  : CallOptions<OpenApiOperation<Paths, R>> & DescribedParameters<Paths, R, Provided>;

// The names a call of R must give, beyond the defaults: the located ones, and the body's.
type MissingNames<Paths, R extends string, Provided extends string> =
  OpenApiOperation<Paths, R> extends infer Op
    ? | RequiredKeys<WithProvided<LocatedParameters<Op>, Provided>>
      | (BodyRequired<Op> extends true
          ? [FlatSchema<ContentOf<Op>>] extends [never]
            ? Exclude<"data", Provided>
            : BodyMissing<Op, Provided>
          : never)
    : never;
type BodyMissing<Op, Provided extends string> = [RequiredKeys<WithProvided<FlatSchema<ContentOf<Op>>, Provided>>] extends [never]
  ? never
  : Exclude<"data", Provided>;

/**
 * The route of a call without parameters: a described route that needs none beyond the
 * defaults; else a text naming what is missing, which the route does not match.
 *
 * @category OpenAPI descriptions
 */
export type DescribedRouteWithoutParameters<Paths, R extends string, Provided extends string> = string extends R
  ? R
  : [R] extends [OpenApiRoute<Paths>]
    ? [MissingNames<Paths, R, Provided>] extends [never]
      ? R
      : `${R} needs the parameter ${Extract<MissingNames<Paths, R, Provided>, string>}` & NotOffered
    : OpenApiRouteArgument<Paths, R>;

// The header and cookie names some operation describes (path and query ones and body properties
// are the typed routes' own).
type HeaderAndCookieNames<Op> = Op extends unknown
  ? Op extends { parameters: { header?: infer Header; cookie?: infer Cookie } }
    ? NamesOfKind<Header> | NamesOfKind<Cookie>
    : never
  : never;
type DefaultNamesFor<Paths, K> = K extends CallOption ? K : DescribedParameterNames<Paths> | HeaderAndCookieNames<AnyOperation<Paths>>;

/**
 * What `defaults()` takes: the options `headers`, `baseUrl` and `request`, and parameters some
 * described route takes; another name is an error text, since a bound parameter goes with every
 * call.
 *
 * @category OpenAPI descriptions
 */
export type DescribedDefaults<Paths, O> = {
  [K in keyof O]: K extends DefaultNamesFor<Paths, K>
    ? O[K]
    : `${K & string} is not a parameter of any route of the API description; bound, it would be sent with every call` & NotOffered;
};

/**
 * The endpoint `createEndpoint<paths>(document)` of `request-options-builder/openapi` makes:
 * each flat parameter goes where the description puts it. Typed by the `paths` type
 * openapi-typescript generates: a route the description lacks, a missing required parameter, a
 * wrong type and a name the route does not describe are compile errors. Without `paths`, routes
 * and parameters are not checked.
 *
 * @typeParam Paths - the `paths` type openapi-typescript generates from the description.
 * @typeParam Provided - parameter names the bound defaults provide.
 *
 * @category OpenAPI descriptions
 */
export type DescribedEndpoint<Paths = unknown, Provided extends string = never> = [Paths] extends [never]
  ? UncheckedDescribedEndpoint
  : unknown extends Paths
    ? UncheckedDescribedEndpoint
    : TypedDescribedEndpoint<Paths, Provided>;

/** The described endpoint typed by a `paths` type. @category OpenAPI descriptions */
export interface TypedDescribedEndpoint<Paths, Provided extends string = never> {
  /** Request options for a described route that needs no parameters. */
  <R extends OpenApiRoute<Paths> | (string & {})>(route: DescribedRouteWithoutParameters<Paths, R, Provided>): RequestOptions;
  /** Request options for a described route and its flat parameters. */
  <R extends OpenApiRoute<Paths> | (string & {})>(
    route: OpenApiRouteArgument<Paths, R>,
    params: DescribedOptions<Paths, R, Provided>,
  ): RequestOptions;

  /** The bound defaults: the options, and the parameters `defaults()` bound. */
  readonly DEFAULTS: EndpointDefaults;

  /** A new endpoint with `params` bound over these defaults; the names it binds become optional. */
  defaults<const O extends Readonly<Record<string, unknown>>>(
    params: DescribedDefaults<Paths, O>,
  ): TypedDescribedEndpoint<Paths, Provided | ProvidedParameters<O>>;

  /** Merged options, not parsed, for a described route that needs no parameters. */
  merge<R extends OpenApiRoute<Paths> | (string & {})>(route: DescribedRouteWithoutParameters<Paths, R, Provided>): RouteMergedOptions<R>;
  /** Merged options, not parsed, for a described route and its flat parameters. */
  merge<R extends OpenApiRoute<Paths> | (string & {})>(
    route: OpenApiRouteArgument<Paths, R>,
    params: DescribedOptions<Paths, R, Provided>,
  ): RouteMergedOptions<R>;

  /** Request options from merged options. */
  parse(options: MergedOptions): RequestOptions;
}

/** The described endpoint without a `paths` type: routes and parameters checked at run time only. @category OpenAPI descriptions */
export interface UncheckedDescribedEndpoint {
  /** Request options for a described route and its flat parameters. */
  (route: string, params?: Readonly<Record<string, unknown>>): RequestOptions;
  /** The bound defaults: the options, and the parameters `defaults()` bound. */
  readonly DEFAULTS: EndpointDefaults;
  /** A new endpoint with `params` bound over these defaults. */
  defaults(params: Readonly<Record<string, unknown>>): UncheckedDescribedEndpoint;
  /** Merged options, not parsed. */
  merge(route: string, params?: Readonly<Record<string, unknown>>): MergedOptions;
  /** Request options from merged options. */
  parse(options: MergedOptions): RequestOptions;
}
