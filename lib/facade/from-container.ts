import { GLOBAL_DEFAULTS } from "../core/merge/global-defaults";
import { HeaderMerger } from "../core/contracts/header-merger";
import { ParamRouter } from "../core/contracts/param-router";
import { TemplateExpander } from "../core/contracts/template-expander";
import { checkSettings } from "../core/options/settings";
import type { EndpointSettings } from "../core/options/types";
import { describeValue } from "../errors/describe-value";
import { EndpointError } from "../errors/endpoint-error";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import { DefaultHeaderMerger } from "../strategies/default-header-merger";
import { DefaultParamRouter } from "../strategies/default-param-router";
import { Rfc6570TemplateExpander } from "../strategies/rfc6570-template-expander";
import type { EndpointCore } from "./bind-endpoint";
import { RequestPipeline } from "./request-pipeline";
import { DEFAULT_SETTINGS, ENDPOINT_DEFAULTS, ENDPOINT_SETTINGS } from "./tokens";

/**
 * The part of a tsyringe `DependencyContainer` the library uses. Any tsyringe 4.x container has
 * it, whichever copy of tsyringe made it: the library never needs its injection metadata.
 */
interface StrategySource {
  resolve<T>(token: unknown): T;
  isRegistered(token: unknown, recursive?: boolean): boolean;
}

/**
 * The pipeline and defaults a container provides: each strategy, the settings and the defaults
 * resolved by token where registered, the library's default otherwise (so the application's own
 * container works too). Registered settings and defaults are checked exactly as
 * `createEndpoint()` and `defaults()` check theirs. A container that cannot provide them is an
 * {@link InvalidOptionsError}, never a raw error of the container library.
 */
export function resolveFromContainer(container: unknown, settingsOverrides?: Partial<EndpointSettings>): EndpointCore {
  if (!isStrategySource(container)) {
    throw new InvalidOptionsError(
      `The container must be a tsyringe container (such as createContainer() makes), got ${describeValue(container)}.`,
    );
  }
  try {
    const registered = <T>(token: unknown, fallback: () => T): T =>
      container.isRegistered(token, true) ? container.resolve<T>(token) : fallback();
    // Checked before the overrides are spread over it: a string spread would become plain settings.
    const settings = checkSettings(registered<unknown>(ENDPOINT_SETTINGS, () => DEFAULT_SETTINGS));
    const pipeline = new RequestPipeline(
      registered(TemplateExpander, () => new Rfc6570TemplateExpander()),
      registered(HeaderMerger, () => new DefaultHeaderMerger()),
      registered(ParamRouter, () => new DefaultParamRouter()),
      settingsOverrides === undefined ? settings : { ...settings, ...settingsOverrides },
    );
    return { pipeline, defaults: pipeline.checkDefaults(registered<unknown>(ENDPOINT_DEFAULTS, () => GLOBAL_DEFAULTS)) };
  } catch (error) {
    if (error instanceof EndpointError) throw error;
    throw new InvalidOptionsError(
      `The container could not provide the endpoint's strategies, settings and defaults (${describeValue(firstLine(error))}).`,
    );
  }
}

function isStrategySource(value: unknown): value is StrategySource {
  if (value === null || typeof value !== "object") return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.resolve === "function" && typeof candidate.isRegistered === "function";
}

// tsyringe's messages span lines and name internal classes: its first line, bounded when quoted.
function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error).split("\n")[0];
}
