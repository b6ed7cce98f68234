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
 * An OpenAPI 3.x document, parsed: loose, so that one imported from a `.json` file type-checks as
 * it is (the `paths` type argument types the routes). @category OpenAPI descriptions
 */
export interface OpenApiDocumentLike {
  /** The OpenAPI version, `3.0.x` or `3.1.x` (a Swagger 2.0 document has `swagger` instead). */
  readonly openapi: string;
  /** The described paths, each a path item. */
  readonly paths?: Readonly<Record<string, unknown>> | undefined;
  /** The servers; the first one's URL, its variables at their defaults, is the base URL. */
  readonly servers?: readonly OpenApiServerLike[] | undefined;
  /** What `$ref`s point at. */
  readonly components?: Readonly<Record<string, unknown>> | undefined;
}

/** A server of an OpenAPI document. @category OpenAPI descriptions */
export interface OpenApiServerLike {
  /** The URL, maybe with `{variables}`. */
  readonly url: string;
  /** The URL's variables, each with its default. */
  readonly variables?: Readonly<Record<string, OpenApiServerVariableLike>> | undefined;
}

/** A variable of a server's URL. @category OpenAPI descriptions */
export interface OpenApiServerVariableLike {
  /** The value the URL takes. */
  readonly default: string;
}

/** The routing table the CLI writes from a description: only what routing needs. @category OpenAPI descriptions */
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

/** @internal */
export type LocatedParameters<Op> = ParameterKind<Op, "path"> &
  ParameterKind<Op, "query"> &
  ParameterKind<Op, "header"> &
  ParameterKind<Op, "cookie">;
type LocatedNames<Op> = keyof LocatedParameters<Op>;

// The schema whose properties are given flat: a JSON object, else a form's.
type FormOf<Content> = Content[Extract<keyof Content, "application/x-www-form-urlencoded" | "multipart/form-data">];
type ObjectSchema<Schema> = [Schema] extends [never]
  ? never
  : [Schema] extends [readonly unknown[]]
    ? never
    : [Schema] extends [object]
      ? Schema
      : never;
type FlatSchema<Content> = [JsonOf<Content>] extends [never] ? ObjectSchema<FormOf<Content>> : ObjectSchema<JsonOf<Content>>;

type WholeBody<Content> = [JsonOf<Content>] extends [never] ? DataOf<Content> | FormOf<Content> : JsonOf<Content>;

// Additional properties (an index signature) take any other name.
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
 * A described route's path, query, header and cookie parameters by their names (required ones
 * required, unless `Provided`), and an object body's properties or `data`, the whole body.
 * @category OpenAPI descriptions
 */
export type DescribedParameters<Paths, R extends string, Provided extends string = never> =
  OpenApiOperation<Paths, R> extends infer Op
    ? UnsetWhereOptional<WithProvided<LocatedParameters<Op>, Provided>> & BodyParameters<Op, Provided>
    : never;

// A name the operation describes is its parameter, even one an option has elsewhere.
type CallOption = "data" | "headers" | "baseUrl" | "request";
/** @internal */
export type CallOptions<Op, Left extends string = never> = Omit<
  OpenApiNamedOptions,
  "mediaType" | Left | LocatedNames<Op> | KeysOf<NamedProperties<FlatSchema<ContentOf<Op>>>>
>;

/**
 * A call's {@link DescribedParameters} and options `headers`, `baseUrl`, `request`; any other name
 * is an error unless the body takes additional properties. @category OpenAPI descriptions
 */
export type DescribedOptions<Paths, R extends string, Provided extends string = never> = string extends R
  ? Readonly<Record<string, unknown>>
  : CallOptions<OpenApiOperation<Paths, R>> & DescribedParameters<Paths, R, Provided>;

/** @internal Without `method` and `url`: an editor offers every key of the type, an error text's too. */
export type OfferedOptions<Paths, R extends string, Provided extends string> = string extends R
  ? Readonly<Record<string, unknown>>
  : CallOptions<OpenApiOperation<Paths, R>, "method" | "url"> & DescribedParameters<Paths, R, Provided>;

/** @internal */
export type MissingNames<Paths, R extends string, Provided extends string> =
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
 * A described route that needs no parameters beyond the defaults; else a text naming what is
 * missing, which the route does not match. @category OpenAPI descriptions
 */
export type DescribedRouteWithoutParameters<Paths, R extends string, Provided extends string> = string extends R
  ? R
  : [R] extends [OpenApiRoute<Paths>]
    ? [MissingNames<Paths, R, Provided>] extends [never]
      ? R
      : `${R} needs the parameter ${Extract<MissingNames<Paths, R, Provided>, string>}` & NotOffered
    : OpenApiRouteArgument<Paths, R>;

type HeaderAndCookieNames<Op> = Op extends unknown
  ? Op extends { parameters: { header?: infer Header; cookie?: infer Cookie } }
    ? NamesOfKind<Header> | NamesOfKind<Cookie>
    : never
  : never;
/** @internal */
export type DefaultNamesFor<Paths, K> = K extends CallOption
  ? K
  : DescribedParameterNames<Paths> | HeaderAndCookieNames<AnyOperation<Paths>>;

/**
 * What `defaults()` takes: options, and parameters some route describes; another name is an
 * error text, since it would go with every call. @category OpenAPI descriptions
 */
export type DescribedDefaults<Paths, O> = {
  [K in keyof O]: K extends DefaultNamesFor<Paths, K>
    ? O[K]
    : `${K & string} is not a parameter of any route of the API description; bound, it would be sent with every call` & NotOffered;
};

/**
 * The endpoint `createEndpoint<paths>(document)` of `request-options-builder/openapi` makes. A
 * route the description lacks, a missing required parameter, a wrong type and an undescribed name
 * are compile errors; without `paths`, they are checked at run time only.
 *
 * @typeParam Paths - the `paths` type openapi-typescript generates from the description.
 * @typeParam Provided - parameter names the bound defaults provide.
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
    params: OfferedOptions<Paths, R, Provided>,
  ): RequestOptions;
  /** Read only for its error text when `method` or `url` is given. */
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
    params: OfferedOptions<Paths, R, Provided>,
  ): RouteMergedOptions<R>;
  /** Read only for its error text when `method` or `url` is given. */
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
