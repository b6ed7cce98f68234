import { isPlainObject } from "../core/util/own-properties";

/** Where a described parameter goes: 0 path, 1 query, 2 header, 3 cookie. */
export type Location = 0 | 1 | 2 | 3;

/** The styles OpenAPI defines, by their index in a table. */
export const STYLES = ["simple", "label", "matrix", "form", "spaceDelimited", "pipeDelimited", "deepObject"] as const;

/** A style by its index: simple, label, matrix, form, spaceDelimited, pipeDelimited, deepObject. */
export type StyleCode = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Bits of a parameter's flags: required, explode, allowReserved. */
export const REQUIRED = 1;
export const EXPLODE = 2;
export const ALLOW_RESERVED = 4;

/** A parameter as routing needs it: its name, location, style and flags. */
export type ParameterEntry = readonly [name: string, location: Location, style: StyleCode, flags: number];

/**
 * A request body as routing needs it: the media type, 1 when required, and the properties its
 * flat names may be (`null`: any property).
 */
export type BodyEntry = readonly [mediaType: string, required: 0 | 1, properties: readonly string[] | null];

/** An operation: its parameters, its body when it takes one (else 0), and its own server's URL when it names one. */
export type OperationEntry = readonly [parameters: readonly ParameterEntry[], body?: BodyEntry | 0, server?: string];

/**
 * What routing needs of an OpenAPI description, and nothing else: each operation by its route
 * (`"GET /pets/{petId}"`), and the first server's URL. Plain JSON, so a build can write it into a
 * module that a browser application ships instead of the description.
 *
 * @example
 * ```ts
 * import { routingTable } from "request-options-builder/openapi";
 * routingTable({ openapi: "3.1.0", servers: [{ url: "https://petstore.example/v1" }], paths: { "/pets": { get: {} } } });
 * // => { routingTable: 1, baseUrl: "https://petstore.example/v1", routes: { "GET /pets": [[]] } }
 * ```
 */
export interface RoutingTable {
  /** Marks a table (version 1), as opposed to a description. */
  readonly routingTable: 1;
  /** The first server's URL with its variables' defaults, if it is a full URL. */
  readonly baseUrl?: string;
  /** Each operation by its route, `"<METHOD> <path>"` as the description writes the path. */
  readonly routes: Readonly<Record<string, OperationEntry>>;
}

/** Whether `value` is a routing table (rather than a description). */
export function isRoutingTable(value: unknown): value is RoutingTable {
  return isPlainObject(value) && value.routingTable === 1 && isPlainObject(value.routes);
}
