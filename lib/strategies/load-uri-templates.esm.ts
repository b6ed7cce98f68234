// The ESM build's twin of load-uri-templates.ts: a static import, in a module only
// UriTemplatesExpander reaches, so a bundle that does not use it holds no uri-templates.
import uriTemplates from "uri-templates";
import type { UriTemplateFactory } from "./load-uri-templates";

/** The `uri-templates` package. */
export function loadUriTemplates(): UriTemplateFactory {
  return uriTemplates as UriTemplateFactory;
}
