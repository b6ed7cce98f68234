import type * as Tsyringe from "tsyringe";
import { EndpointBuilder } from "../builder/endpoint-builder";
import { RequestPipeline } from "../core/request-pipeline";
import { HeaderMerger } from "../strategies/header-merger";
import { ParamRouter } from "../strategies/param-router";
import { TemplateExpander } from "../strategies/template-expander";
import { token } from "./abstract-tokens";
import { ENDPOINT_DEFAULTS, ENDPOINT_SETTINGS } from "./tokens";

let loaded: typeof Tsyringe | undefined;

/**
 * tsyringe, loaded on first use together with `reflect-metadata` (which it needs, and which
 * installs the `Reflect` metadata API globally). Importing the package loads neither: the default
 * endpoint needs no container. On first load, the library's injectable classes are declared to
 * tsyringe with its own `inject` and `injectable` decorators, applied here rather than written
 * as `@` decorators, which would load tsyringe at import.
 * @internal
 */
export function tsyringe(): typeof Tsyringe {
  if (loaded === undefined) {
    require("reflect-metadata");
    const library = require("tsyringe") as typeof Tsyringe;
    declareInjectables(library);
    loaded = library;
  }
  return loaded;
}

function declareInjectables({ inject, injectable }: typeof Tsyringe): void {
  // new RequestPipeline(expander, headerMerger, router, settings)
  const pipelineTokens = [token(TemplateExpander), token(HeaderMerger), token(ParamRouter), ENDPOINT_SETTINGS];
  pipelineTokens.forEach((dependency, index) => inject(dependency)(RequestPipeline, undefined, index));
  injectable()(RequestPipeline);
  // new EndpointBuilder(pipeline, defaults)
  inject(RequestPipeline)(EndpointBuilder, undefined, 0);
  inject(ENDPOINT_DEFAULTS)(EndpointBuilder, undefined, 1);
  injectable()(EndpointBuilder);
}
