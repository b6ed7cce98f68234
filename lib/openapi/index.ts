/**
 * The OpenAPI entry: an endpoint that routes each flat parameter where an OpenAPI 3.x
 * description says, for every verb, written in its style.
 *
 * @module request-options-builder/openapi
 */

// The build keeps "../index" external, so every entry shares one copy of every class.
import {
  DefaultHeaderMerger,
  InvalidOptionsError,
  RequestPipeline,
  Rfc6570TemplateExpander,
  USER_AGENT,
  type EndpointDefaults,
  type EndpointOptions,
  type MergedOptions,
  type RequestOptions,
} from "../index";
import { describeValue } from "../errors/describe-value";
import { isPlainObject } from "../core/util/own-properties";
import { DescribedBodyRouter } from "./body-router";
import { Operations, pipelineCall, type Operation } from "./operations";
import { isRoutingTable, type RoutingTable } from "./routing-table";
import { routingTable } from "./describe-routes";
import { encoderOf } from "./styles";
import type { DescribedEndpoint } from "./types";

/** Options of {@link createEndpoint}. */
export interface DescribedEndpointOptions {
  /** The base URL; by default the description's first server, its variables' defaults filled in. */
  readonly baseUrl?: string;
  /** Headers every call sends (`authorization` ...), over `accept: application/json`. */
  readonly headers?: Readonly<Record<string, string>>;
  /** `false` pins the origin of `baseUrl`: a call's own `baseUrl` must keep it. Default `true`. */
  readonly allowAbsoluteUrls?: boolean;
}

/** An endpoint made from a description, untyped: any described route, any parameters. */
export interface DescriptionEndpoint {
  /** Request options for a described route (`"GET /pets/{petId}"`) and its flat parameters. */
  (route: string, parameters?: Readonly<Record<string, unknown>>): RequestOptions;
  /** The bound defaults: the named options, and any parameters bound by `defaults()`. */
  readonly DEFAULTS: Readonly<Record<string, unknown>>;
  /** A new endpoint with these options (`baseUrl`, `headers`, `request`) and parameters bound over its own. */
  defaults(options: Readonly<Record<string, unknown>>): DescriptionEndpoint;
  /** The options the pipeline builds a call from: the URL a template of the path's styles, the query written. */
  merge(route: string, parameters?: Readonly<Record<string, unknown>>): MergedOptions;
  /** Request options from merged options. */
  parse(merged: MergedOptions): RequestOptions;
}

// No parameters bound: a call's own are read as they are.
const NONE: Readonly<Record<string, unknown>> = Object.freeze({});
const NAMED: ReadonlySet<string> = new Set(["baseUrl", "headers", "request"]);
const OPTIONS: ReadonlySet<string> = new Set(["baseUrl", "headers", "allowAbsoluteUrls"]);

/**
 * Makes an endpoint from an OpenAPI 3.0 or 3.1 description (a parsed JSON or YAML document), or
 * from the routing table `routingTable()` (or the CLI's `openapi compile`) made of one. Routes
 * are the description's (`"DELETE /pets/{petId}"`); each flat parameter goes where it is
 * described (path, query, header, cookie), in its style (OpenAPI's defaults where none is given);
 * the other names are the body's properties, and `data` the whole body, written by its media type.
 * No GitHub default applies: `accept` is `application/json`, the base URL the description's.
 *
 * @example
 * ```ts
 * import { createEndpoint } from "request-options-builder/openapi";
 * const description = {
 *   openapi: "3.1.0",
 *   servers: [{ url: "https://petstore.example/v1" }],
 *   paths: {
 *     "/pets/{petId}": { delete: { parameters: [{ name: "petId", in: "path" }, { name: "reason", in: "query", required: true }] } },
 *   },
 * };
 * createEndpoint(description)("DELETE /pets/{petId}", { petId: 7, reason: "sold" }).url;
 * // => "https://petstore.example/v1/pets/7?reason=sold"
 * ```
 *
 * @typeParam Paths - the `paths` type openapi-typescript writes for the description: calls are then typed by it.
 */
export function createEndpoint<Paths = never>(
  description: object,
  options: DescribedEndpointOptions = {},
): [Paths] extends [never] ? DescriptionEndpoint : DescribedEndpoint<Paths> {
  return createEndpointFromTable<Paths>(isRoutingTable(description) ? description : routingTable(description), options);
}

/**
 * {@link createEndpoint} of a routing table alone (what `openapi compile` writes): an application
 * that ships a table bundles none of the code that reads a description.
 *
 * @example
 * ```ts
 * import { createEndpointFromTable, routingTable } from "request-options-builder/openapi";
 * const description = {
 *   openapi: "3.1.0",
 *   servers: [{ url: "https://petstore.example/v1" }],
 *   paths: {
 *     "/pets/{petId}": { delete: { parameters: [{ name: "petId", in: "path" }, { name: "reason", in: "query", required: true }] } },
 *   },
 * };
 * const routes = routingTable(description); // what `rob openapi compile petstore.json > routes.mjs` exports
 * createEndpointFromTable(routes)("DELETE /pets/{petId}", { petId: 7, reason: "lost" }).url;
 * // => "https://petstore.example/v1/pets/7?reason=lost"
 * ```
 */
export function createEndpointFromTable<Paths = never>(
  table: RoutingTable,
  options: DescribedEndpointOptions = {},
): [Paths] extends [never] ? DescriptionEndpoint : DescribedEndpoint<Paths> {
  if (!isRoutingTable(table)) {
    throw new InvalidOptionsError(
      `createEndpointFromTable() takes a routing table (openapi compile writes one), got ${describeValue(table)}.`,
    );
  }
  if (!isPlainObject(options as unknown)) {
    throw new InvalidOptionsError(`createEndpoint() takes a plain options object, got ${describeValue(options)}.`);
  }
  for (const key of Object.keys(options)) {
    if (!OPTIONS.has(key))
      throw new InvalidOptionsError(`createEndpoint() has no option ${describeValue(key)}: its options are ${[...OPTIONS].join(", ")}.`);
  }
  const baseUrl = options.baseUrl ?? table.baseUrl;
  if (baseUrl === undefined) {
    throw new InvalidOptionsError("The description names no full server URL: give createEndpoint() a baseUrl.");
  }
  const expander = new Rfc6570TemplateExpander();
  const settings = options.allowAbsoluteUrls === undefined ? {} : { allowAbsoluteUrls: options.allowAbsoluteUrls };
  const pipeline = new RequestPipeline(expander, new DefaultHeaderMerger(), new DescribedBodyRouter(expander), settings);
  const base = pipeline.checkDefaults({
    method: "GET",
    baseUrl,
    headers: { accept: "application/json", "user-agent": USER_AGENT, ...options.headers },
    mediaType: { format: "" },
  });
  const endpoint = bind({ pipeline, operations: new Operations(table, encoderOf(expander)) }, base, NONE);
  return endpoint as never;
}

interface Shared {
  readonly pipeline: RequestPipeline;
  readonly operations: Operations;
}

function bind(shared: Shared, defaults: EndpointDefaults, bound: Readonly<Record<string, unknown>>): DescriptionEndpoint {
  const { pipeline, operations } = shared;
  const working = pipeline.workingDefaults(defaults);
  const callOf = (operation: Operation, parameters: unknown): Record<string, unknown> => {
    if (parameters !== undefined && !isPlainObject(parameters)) {
      throw new InvalidOptionsError(`The parameters must be a plain object, got ${describeValue(parameters)}.`);
    }
    const own = parameters ?? NONE;
    const given = bound === NONE ? own : { ...bound, ...parameters };
    return pipelineCall(operation, given, own, defaults.headers);
  };
  return Object.assign(
    (route: string, parameters?: Readonly<Record<string, unknown>>) => {
      const operation = operations.of(route);
      return pipeline.endpoint(working, operation.pipelineRoute, callOf(operation, parameters));
    },
    {
      DEFAULTS: Object.freeze({ ...defaults, ...bound }),
      defaults: (options: Readonly<Record<string, unknown>>) => {
        if (!isPlainObject(options))
          throw new InvalidOptionsError(`defaults() takes a plain options object, got ${describeValue(options)}.`);
        const named: Record<string, unknown> = {};
        const parameters: Record<string, unknown> = { ...bound };
        for (const key of Object.keys(options)) (NAMED.has(key) ? named : parameters)[key] = options[key];
        return bind(shared, pipeline.mergeDefaults(defaults, named as EndpointOptions), Object.freeze(parameters));
      },
      merge: (route: string, parameters?: Readonly<Record<string, unknown>>) => {
        const operation = operations.of(route);
        return pipeline.merge(working, operation.pipelineRoute, callOf(operation, parameters));
      },
      parse: (merged: MergedOptions) => pipeline.parse(merged, defaults),
    },
  );
}

export {
  isRoutingTable,
  type RoutingTable,
  type OperationEntry,
  type ParameterEntry,
  type BodyEntry,
  type Location,
  type StyleCode,
} from "./routing-table";
export { routingTable } from "./describe-routes";
export { DescribedBodyRouter } from "./body-router";
export type * from "./types";
