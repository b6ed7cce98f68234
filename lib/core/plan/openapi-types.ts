import type { BodyMethod, HttpMethod } from "../options/http-method";
import type { NamedOptionKey } from "../options/named-options";
import type { EndpointOptions, HeadersInput, MediaTypeInput, RequestMeta, UnsetWhereOptional } from "../options/types";
import type { NotOffered } from "./route-types";
export type { NotOffered };

/**
 * Types that read an OpenAPI description, as the `paths` type that `openapi-typescript` generates
 * from it (the 7.x output, whose absent methods and parameter kinds are `?: never`, and the
 * earlier output, which leaves them out; `@octokit/openapi-types` is one). Types only: nothing
 * here exists at run time.
 *
 * A route is `"<METHOD> <path>"` with the method in capitals and the path as the description
 * writes it: `"GET /repos/{owner}/{repo}"`.
 */

// The methods of a path item that this library sends (TRACE is not one).
type OperationKey = Lowercase<HttpMethod>;

/**
 * Every route an OpenAPI description has, as `"<METHOD> <path>"`: the strings an editor offers
 * for a typed endpoint's route.
 *
 * @typeParam Paths - the `paths` type `openapi-typescript` generates.
 *
 * @example
 * ```ts
 * type Route = OpenApiRoute<paths>; // "GET /pets" | "POST /pets" | "GET /pets/{petId}" | ...
 * ```
 *
 * @category OpenAPI descriptions
 */
export type OpenApiRoute<Paths> = {
  [P in keyof Paths & string]: {
    [M in keyof Paths[P] & OperationKey]-?: [NonNullable<Paths[P][M]>] extends [never] ? never : `${Uppercase<M>} ${P}`;
  }[keyof Paths[P] & OperationKey];
}[keyof Paths & string];

/**
 * The operation a route names in the description (its `parameters`, `requestBody` and
 * `responses`), or `never` for a route the description lacks.
 *
 * @example
 * ```ts
 * type GetPet = OpenApiOperation<paths, "GET /pets/{petId}">; // paths["/pets/{petId}"]["get"]
 * ```
 *
 * @category OpenAPI descriptions
 */
export type OpenApiOperation<Paths, R extends string> = R extends `${infer M} ${infer P}`
  ? P extends keyof Paths
    ? Lowercase<M> extends keyof Paths[P] & OperationKey
      ? NonNullable<Paths[P][Lowercase<M>]>
      : never
    : never
  : never;

// One kind of the operation's parameters, or {} when it has none.
/** @internal */
export type ParameterKind<Op, Kind extends "path" | "query" | "header" | "cookie"> = Op extends { parameters: infer Parameters }
  ? Parameters extends { [K in Kind]?: infer Given }
    ? [NonNullable<Given>] extends [never]
      ? {}
      : NonNullable<Given>
    : {}
  : {};

// The body of a content map: its JSON media type's, else every media type's.
type JsonMediaType = "application/json" | `application/${string}+json`;
/** @internal */
export type JsonOf<Content> = [Extract<keyof Content, JsonMediaType>] extends [never]
  ? never
  : Content[Extract<keyof Content, JsonMediaType>];
type BodyOf<Content> = [JsonOf<Content>] extends [never] ? Content[keyof Content] : JsonOf<Content>;

/**
 * A body sent as it is, bytes or a stream: what a typed call's `data` takes, beside a string, for
 * a media type other than JSON whose schema is a string (openapi-typescript renders `format:
 * binary` as `string`). `toFetch` passes each to `fetch` as it is.
 *
 * @category OpenAPI descriptions
 */
export type BinaryBody = Uint8Array | ArrayBuffer | ArrayBufferView | Blob | ReadableStream | AsyncIterable<unknown>;

// What `data` takes for one media type other than JSON: a multipart body as FormData and a form as
// URLSearchParams (a plain object would be sent as JSON), a string schema also as bytes.
type NonJsonData<MediaType, Schema> = MediaType extends "multipart/form-data"
  ? FormData
  : MediaType extends "application/x-www-form-urlencoded"
    ? URLSearchParams
    : string extends Schema
      ? Schema | BinaryBody
      : Schema;
// What `data` takes for a content map: its JSON body, else what each media type takes.
/** @internal */
export type DataOf<Content> = [JsonOf<Content>] extends [never]
  ? { [M in keyof Content]: NonJsonData<M, Content[M]> }[keyof Content]
  : JsonOf<Content>;

// Whether the operation's body is required (`requestBody: ...` rather than `requestBody?: ...`).
/** @internal */
export type BodyRequired<Op> = Op extends { requestBody: { content: unknown } } ? true : false;
/** @internal */
export type ContentOf<Op> = Op extends { requestBody?: infer Body }
  ? [NonNullable<Body>] extends [never]
    ? never
    : NonNullable<Body> extends { content: infer C }
      ? C
      : never
  : never;

/**
 * The request body the description gives an operation, or `never` when it has none, as
 * openapi-typescript types it (a binary body is `string` there; what a call's `data` takes is
 * wider: a `FormData` for `multipart/form-data`, a {@link BinaryBody} too for a string schema).
 *
 * @example
 * ```ts
 * type NewPet = RequestBodyOf<paths, "POST /pets">; // { name: string; tag?: string; status?: "available" | "sold" }
 * ```
 *
 * @category OpenAPI descriptions
 */
export type RequestBodyOf<Paths, R extends string> = BodyOf<ContentOf<OpenApiOperation<Paths, R>>>;

// The names a call always takes as options, never as parameters: all named options but `data`.
type OptionName = Exclude<NamedOptionKey, "data">;

// The property names of an object type, of each member of a union (a oneOf body's) too.
/** @internal */
export type KeysOf<T> = T extends unknown ? keyof T : never;

// Whether an object body has a property named like a named option, `data` included: given beside
// the other parameters, such a property would be taken as that option (or, `data`, as the whole
// body), so the body can only be given whole, as `data`. A map (additionalProperties, a string
// index signature) may have any key, so it always may: its `url` would be the request's URL.
type NamesAnOption<Json> = string extends KeysOf<Json> ? true : [Extract<KeysOf<Json>, NamedOptionKey>] extends [never] ? false : true;

// The described path and query parameters that a call cannot give, because the name is an
// option's: a path parameter named like an option but `data` (a path `data` is a URL value), a
// query parameter named like one, `data` included unless the method sends its parameters as the
// query (GET, HEAD), since elsewhere `data` is the body.
type ParametersNamedAsOptions<Op, R extends string> =
  | Extract<keyof ParameterKind<Op, "path">, OptionName>
  | Extract<keyof ParameterKind<Op, "query">, R extends `${"GET" | "HEAD"} ${string}` ? OptionName : NamedOptionKey>;

// For a body given whole because of its properties named like options: each such option, as an
// error text (given beside the parameters, it would be that option, not the body's property).
type BodyPropertiesNamedAsOptions<Json> = {
  [
    K in Extract<KeysOf<Json>, OptionName>
  ]?: `${K} is a property of the body, so the body is given whole as data (here ${K} would be the option ${K}, not the body's)` &
    NotOffered;
};

// Whether an object body has a property named like one of the route's path parameters: beside
// them, that one value would fill the path and never reach the body (GitHub's variable updates
// rename with a body `name`), so the body is given whole, as data.
type NamesAPathParameter<Json, Op> = [Extract<KeysOf<Json>, keyof ParameterKind<Op, "path">>] extends [never] ? false : true;

// For a body given whole because a property is named like a path parameter: its other
// properties, each as an error text (beside the parameters they would make a body without it).
type BodyPropertiesBesidePath<Json, Op> = {
  [
    K in Exclude<KeysOf<Json>, keyof ParameterKind<Op, "path"> | OptionName> & string
  ]?: `${K} is a property of the body, which has a property named like a path parameter, so the body is given whole as data` & NotOffered;
};

// The error text for a route with such parameters (one text for each).
type CannotBeSent = "so it cannot be sent as a parameter; give the route as a string to call it anyway";
type NamedAsOptionError<R extends string, Names> = Names extends string
  ? `${R}: the parameter ${Names} has the name of an option (${Names}), ${CannotBeSent}`
  : never;

// A method with a body sends every parameter its URL does not take in the body (R3): a described
// query parameter would go there, not into the query, since a described route has no `{?...}`.
// So such a route's query parameters are not offered, and one it requires stops the call.
type QueryParameters<Op, R extends string> = R extends `${BodyMethod} ${string}`
  ? {}
  : UnsetWhereOptional<QueryValues<ParameterKind<Op, "query">>>;
// A query string carries strings, numbers, booleans, bigints and lists of them; an object (a
// deepObject or exploded object parameter) is refused when built, so its type is an error text.
type QueryValues<Query> = { [K in keyof Query]: QueryValue<Query[K], K & string> };
type QueryValue<V, Name extends string> = V extends readonly unknown[]
  ? [Extract<V[number], object>] extends [never]
    ? V
    : ObjectInQuery<Name>
  : V extends object
    ? ObjectInQuery<Name>
    : V;
type ObjectInQuery<Name extends string> =
  `the query parameter ${Name} is an object, which a query string cannot carry; ${ObjectInRoute<Name>}` & NotOffered;
type ObjectInRoute<Name extends string> = `to send it, give the route with a query expression ({?${Name}*}) as a string`;
type QueryParametersInBody<Op, R extends string> = R extends `${BodyMethod} ${string}`
  ? Extract<RequiredKeys<ParameterKind<Op, "query">>, string>
  : never;
type InTheBody = "would be sent in the body (R3), not in the query; to call it, give the route with a query expression";
type QueryInBodyError<R extends string, Names> = Names extends string
  ? `${R}: the query parameter ${Names} ${InTheBody} ("{?${Names}}") as a string`
  : never;

// The names that stop a call of the route (parameters named like options, required query
// parameters a body would take), checked first: the texts are made only when there are some.
type Blocking<Op, R extends string> = ParametersNamedAsOptions<Op, R> | QueryParametersInBody<Op, R>;

// Every error text that stops a call of the route. `never` when a call can send what the route describes.
type Unsendable<Op, R extends string> =
  NamedAsOptionError<R, ParametersNamedAsOptions<Op, R>> | QueryInBodyError<R, QueryParametersInBody<Op, R>>;

// How a body is given: an object JSON body as its properties, beside the other parameters (R3),
// unless one of them is named like an option or a path parameter (then only `data` can hold it); any other body (a
// list, a string, a media type other than JSON, as DataOf types it) as `data`. An operation without a described body
// takes none: `data` there would be a query parameter `data` or a body the API does not read.
type BodyParameters<Op> = [ContentOf<Op>] extends [never]
  ? {}
  : [JsonOf<ContentOf<Op>>] extends [infer Json]
    ? [Json] extends [never]
      ? BodyRequired<Op> extends true
        ? { data: DataOf<ContentOf<Op>> }
        : { data?: DataOf<ContentOf<Op>> }
      : [Json] extends [readonly unknown[]]
        ? BodyRequired<Op> extends true
          ? { data: Json }
          : { data?: Json }
        : [Json] extends [object]
          ? NamesAnOption<Json> extends true
            ? BodyRequired<Op> extends true
              ? { data: Json } & BodyPropertiesNamedAsOptions<Json>
              : { data?: Json } & BodyPropertiesNamedAsOptions<Json>
            : NamesAPathParameter<Json, Op> extends true
              ? BodyRequired<Op> extends true
                ? { data: Json } & BodyPropertiesBesidePath<Json, Op>
                : { data?: Json } & BodyPropertiesBesidePath<Json, Op>
              : BodyRequired<Op> extends true
                ? UnsetWhereOptional<Json>
                : UnsetWhereOptional<Partial<Json>>
          : BodyRequired<Op> extends true
            ? { data: Json }
            : { data?: Json }
    : never;

/**
 * The parameters of a described route, as a call gives them: the path parameters (required),
 * the query parameters (required or optional as described; not for POST, PUT, PATCH and DELETE,
 * which would send them in the body), and the JSON body's properties when
 * the body is an object (R3 sends them as the body) and none is named like an option (`method`,
 * `url`, `baseUrl`, `headers`, `mediaType`, `request`, `data`), else `data` typed as the whole body
 * (and, for such a body, each option it names typed as an error text: beside the parameters it
 * would be the option, not the body's property). A body of another media type is `data` as the
 * library sends it: `multipart/form-data` a `FormData`, `application/x-www-form-urlencoded` a
 * `URLSearchParams`, a string schema (`format: binary` too) a string or a {@link BinaryBody}.
 *
 * @example
 * ```ts
 * type Parameters = OpenApiParameters<paths, "GET /pets/{petId}">; // { petId: number } & { fields?: string[] }
 * ```
 *
 * @category OpenAPI descriptions
 */
export type OpenApiParameters<Paths, R extends string> =
  OpenApiOperation<Paths, R> extends infer Op ? ParameterKind<Op, "path"> & QueryParameters<Op, R> & BodyParameters<Op> : never;

/**
 * The named options a call to a described route takes: all but `data`, which the route's body
 * types, and `method` and `url`, which the route gives (another would send a request the types
 * did not check; give the route as a string, or `method` and `url` without a route, to send one).
 *
 * @category OpenAPI descriptions
 */
export interface OpenApiNamedOptions {
  /** Not offered: the described route gives the method. */
  method?: (`the described route gives the method: ${AnotherRequest}` & NotOffered) | undefined;
  /** Not offered: the described route gives the URL. */
  url?: (`the described route gives the URL: ${AnotherRequest}` & NotOffered) | undefined;
  /** An absolute http(s) URL that a path `url` is joined to. */
  baseUrl?: string | undefined;
  /** Headers merged over the defaults' by lowercase name; `null` or `undefined` removes one. */
  headers?: HeadersInput | undefined;
  /** Amends the `accept` header: a format, and preview names. */
  mediaType?: MediaTypeInput | undefined;
  /** Caller meta information, returned as given. */
  request?: RequestMeta | undefined;
}

type AnotherRequest = "to send another, give the route as a string, or method and url without a route";

// The parameters less those the defaults provide, which become optional.
/** @internal */
export type WithProvided<Parameters, Provided extends string> = [Provided] extends [never]
  ? Parameters
  : Omit<Parameters, Provided> & UnsetWhereOptional<Partial<Pick<Parameters, Extract<keyof Parameters, Provided>>>>;

/**
 * The options of a call to a described route: its parameters (less those `Provided`, which the
 * endpoint's defaults bind) and the named options. A name the description does not give the
 * route is an error. For a route with a path or query parameter named like an option (such as a
 * path parameter `url`), which a call would send as that option, an error text that names it.
 *
 * @example
 * ```ts
 * const options: OpenApiOptions<paths, "GET /pets/{petId}"> = { petId: 1, headers: { authorization: "token t" } };
 * ```
 *
 * @category OpenAPI descriptions
 */
export type OpenApiOptions<Paths, R extends string, Provided extends string = never> = WithNamedOptions<
  OpenApiNamedOptions,
  Paths,
  R,
  Provided
>;

// The parameters and the named options `Named` beside them, less those the parameters type
// themselves (a body's url or method, typed as the error text that names the body's property).
type WithNamedOptions<Named, Paths, R extends string, Provided extends string> = [Unsendable<OpenApiOperation<Paths, R>, R>] extends [never]
  ? WithProvided<OpenApiParameters<Paths, R>, Provided> extends infer Parameters
    ? Omit<Named, Extract<keyof Parameters, "method" | "url">> & Parameters
    : never
  : // Two texts, a union: see NoOptions.
    (Unsendable<OpenApiOperation<Paths, R>, R> & NoOptions) | ("(this route takes no options: see the other text)" & NoOptions);

// Marks the texts that stand for no options: an editor lists neither a string of them nor, since
// it skips a union's callable members, their properties (a string's methods) in `{ }`.
interface NoOptions extends NotOffered {
  (options: never): never;
}

/** @internal */
export type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/**
 * The route argument of a typed endpoint: the route itself when the description has it; for a
 * route it lacks, a text that says so, which the route does not match (a compile error). A route
 * typed as plain `string` is not checked: that is the way to call an undescribed route on purpose.
 * (Not distributive over R: at GitHub's size, a check per route of the description would cost
 * seconds of compile time.)
 *
 * @category OpenAPI descriptions
 */
export type OpenApiRouteArgument<Paths, R extends string> = [R] extends [OpenApiRoute<Paths>]
  ? R
  : string extends R
    ? R // a route typed as string; also R's constraint, whose routes an editor then offers
    : [R] extends [""]
      ? OpenApiRoute<Paths> // what an editor offers in an empty string
      : `${R} is not a route of the API description (to call it anyway, give the route as a string)` & NotOffered;

/**
 * The route argument of a call without options: as {@link OpenApiRouteArgument}, and for a
 * described route with a required parameter the defaults do not provide, a text naming each
 * missing one (or, where the route has a parameter named like an option, which no call can
 * give, the text of {@link OpenApiOptions} naming that parameter).
 *
 * @category OpenAPI descriptions
 */
export type OpenApiRouteWithoutOptions<Paths, R extends string, Provided extends string> = string extends R
  ? R
  : [R] extends [OpenApiRoute<Paths>]
    ? [RequiredKeys<WithProvided<OpenApiParameters<Paths, R>, Provided>>] extends [never]
      ? R
      : [Blocking<OpenApiOperation<Paths, R>, R>] extends [never]
        ? `${R} needs the parameter ${Extract<RequiredKeys<WithProvided<OpenApiParameters<Paths, R>, Provided>>, string>}` & NotOffered
        : Unsendable<OpenApiOperation<Paths, R>, R> & NotOffered
    : OpenApiRouteArgument<Paths, R>;

/**
 * The options of a call to a route: for a described route, {@link OpenApiOptions}; for a route
 * typed as plain `string`, any options. (A call without options is checked by
 * {@link OpenApiRouteWithoutOptions}.)
 *
 * @category OpenAPI descriptions
 */
export type OpenApiCallOptions<Paths, R extends string, Provided extends string = never> = string extends R
  ? EndpointOptions
  : OpenApiOptions<Paths, R, Provided>;

// Without `method` and `url`: an editor offers every key of the type, an error text's too.
export type OfferedCallOptions<Paths, R extends string, Provided extends string = never> = string extends R
  ? EndpointOptions
  : WithNamedOptions<Omit<OpenApiNamedOptions, "method" | "url">, Paths, R, Provided>;

// The success statuses a description may give.
type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206 | 207 | 208 | 226 | "2XX";

/**
 * The status codes the description gives a route's responses (numbers, and `"default"` or
 * `"4XX"` where the description has them).
 *
 * @example
 * ```ts
 * type Status = StatusOf<paths, "GET /pets/{petId}">; // 200 | 404
 * ```
 *
 * @category OpenAPI descriptions
 */
export type StatusOf<Paths, R extends string> =
  OpenApiOperation<Paths, R> extends {
    /** The operation's responses, by status. */ responses: infer Responses;
  }
    ? keyof Responses
    : never;

/**
 * The success status codes (2xx) of a route; `"default"` for a route whose description gives
 * no 2xx response but a `default` one, which then describes its successes too.
 *
 * @example
 * ```ts
 * type Created = SuccessStatusOf<paths, "POST /pets">; // 201
 * type Status = SuccessStatusOf<paths, "GET /status">; // "default" (its only response)
 * ```
 *
 * @category OpenAPI descriptions
 */
export type SuccessStatusOf<Paths, R extends string> = [Extract<StatusOf<Paths, R>, SuccessStatus>] extends [never]
  ? Extract<StatusOf<Paths, R>, "default">
  : Extract<StatusOf<Paths, R>, SuccessStatus>;

// The body of one response: its JSON media type's, else any media type's; `undefined` for none.
type ResponseBody<Response> = [Response] extends [never]
  ? undefined
  : Response extends { content: infer Content }
    ? [NonNullable<Content>] extends [never]
      ? undefined
      : BodyOf<NonNullable<Content>>
    : undefined;

/**
 * The response body the description gives a route for a status: by default, for its success
 * statuses (a union when it has several; `undefined` for one without content, such as 204; the
 * `default` response's body for a route that describes no 2xx response).
 *
 * @typeParam S - the status; the route's success statuses by default.
 *
 * @example
 * ```ts
 * type Pet = ResponseOf<paths, "GET /pets/{petId}">; // components["schemas"]["Pet"]
 * type NotFound = ResponseOf<paths, "GET /pets/{petId}", 404>; // components["schemas"]["Error"]
 * ```
 *
 * @category OpenAPI descriptions
 */
export type ResponseOf<Paths, R extends string, S extends StatusOf<Paths, R> = SuccessStatusOf<Paths, R>> =
  OpenApiOperation<Paths, R> extends {
    /** The operation's responses, by status. */ responses: infer Responses;
  }
    ? S extends keyof Responses
      ? ResponseBody<Responses[S]>
      : never
    : never;

// The body's properties where the described JSON body is an object, which a builder's param()
// and params() set; else none.
type BodyProperties<Op> = [JsonOf<ContentOf<Op>>] extends [infer Json]
  ? [Json] extends [never]
    ? {}
    : [Json] extends [readonly unknown[]]
      ? {}
      : [Json] extends [object]
        ? NamesAnOption<Json> extends true
          ? {} // given whole, by data()
          : Partial<Json>
        : {}
  : {};

/**
 * The parameters a builder's `param()` and `params()` take after a described route: the path
 * and query parameters and an object body's properties, each with its described type.
 *
 * @example
 * ```ts
 * type Names = keyof OpenApiBuilderParameters<paths, "POST /pets">; // "name" | "tag" | "status"
 * ```
 *
 * @category OpenAPI descriptions
 */
export type OpenApiBuilderParameters<Paths, R extends string> = string extends R
  ? {}
  : OpenApiOperation<Paths, R> extends infer Op
    ? ParameterKind<Op, "path"> & QueryParameters<Op, R> & BodyProperties<Op>
    : never;

/**
 * What a builder's `data()` takes after a described route: the described body (as a call's `data`
 * takes it: a `FormData` for `multipart/form-data`, bytes too for a binary string); for a route the
 * description gives no body, an error text that no body matches (a `data()` there would be a
 * query parameter `data` on a `GET`, a body the API does not read elsewhere), as the call form
 * takes no `data` there. After a route typed as plain `string`, anything.
 *
 * @category OpenAPI descriptions
 */
export type OpenApiData<Paths, R extends string> = string extends R
  ? unknown
  : [RequestBodyOf<Paths, R>] extends [never]
    ? `the API description gives ${R} no request body, so data() has nothing to set` & NotOffered
    : DataOf<ContentOf<OpenApiOperation<Paths, R>>>;

// Every operation of the description, as one union (an absent method, `?: never`, adds nothing).
/** @internal */
export type AnyOperation<Paths> = { [P in keyof Paths]: NonNullable<Paths[P][keyof Paths[P] & OperationKey]> }[keyof Paths];
// The names a call of some described route takes as parameters: path and query parameters, and
// a JSON body's properties (each operation read once: GitHub's description has over a thousand).
type ParameterNames<Op> = Op extends unknown
  ? | (Op extends { parameters: { path?: infer Path; query?: infer Query } } ? NamesOfKind<Path> | NamesOfKind<Query> : never)
    | (Op extends { requestBody?: { content: infer Content } } ? NamedKeysOf<Exclude<JsonOf<Content>, readonly unknown[]>> : never)
  : never;
/** @internal */
export type DescribedParameterNames<Paths> = ParameterNames<AnyOperation<Paths>>;
// The names of one kind of parameters; none for a kind the operation lacks (`?: never`, whose keys
// would be every string).
/** @internal */
export type NamesOfKind<Kind> = [NonNullable<Kind>] extends [never] ? never : keyof NonNullable<Kind>;
// The names defaults() takes for K: K itself when it is an option's, else the description's names,
// read only then (a conditional type's branches are read when it is resolved: a defaults() of
// options alone never reads the operations).
type DescribedNamesFor<Paths, K> = K extends NamedOptionKey ? K : DescribedParameterNames<Paths>;
// A body's property names less an index signature's `string`: a map body (additionalProperties)
// would otherwise make every name one that some route takes.
type NamedKeysOf<T> = T extends object ? { [K in keyof T]-?: string extends K ? never : number extends K ? never : K }[keyof T] : never;

/**
 * What `defaults()` of a typed endpoint takes: the named options, and parameters whose names some
 * route of the description takes (a path or query parameter, an object body's property); any
 * other name is an error text, since a bound parameter goes with every call, and a misspelt one
 * (`stauts`) would be sent, in the query or the body, with each of them. A name the description
 * does not give any route but every call must send (an API key in the query, which a description
 * gives as a security scheme, not a parameter) is bound in `createEndpoint({ defaults })`, which
 * does not check names.
 *
 * @example
 * ```ts
 * const pets = createEndpoint<paths>().defaults({ petId: 7 }); // petId is GET /pets/{petId}'s
 * createEndpoint<paths>().defaults({ stauts: "sold" }); // error: stauts is not a parameter of any route ...
 * ```
 *
 * @category OpenAPI descriptions
 */
export type OpenApiDefaults<Paths, O> = {
  [K in keyof O]: K extends DescribedNamesFor<Paths, K>
    ? O[K]
    : `${K & string} is not a parameter of any route of the API description; bound, it would be sent with every call ${OnPurpose}` &
        NotOffered;
};
type OnPurpose = "(to send it with every call on purpose, give it in createEndpoint({ defaults }))";
