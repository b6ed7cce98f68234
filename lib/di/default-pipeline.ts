import { RequestPipeline } from "../core/request-pipeline";
import { createContainer } from "./create-container";

let shared: RequestPipeline | undefined;

/**
 * The pipeline of the exported `endpoint` and of `new EndpointBuilder()`: made on first use, from
 * a container of the library's own, and shared so they share one template cache.
 */
export function defaultPipeline(): RequestPipeline {
  return (shared ??= createContainer().resolve(RequestPipeline));
}
