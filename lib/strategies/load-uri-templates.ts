/** A template as the `uri-templates` package compiles it. */
export interface UriTemplate {
  fill(lookup: (name: string) => unknown): string;
}
/** The `uri-templates` package's export. */
export type UriTemplateFactory = (template: string) => UriTemplate;

/**
 * The `uri-templates` package, loaded on first use: an application that never selects
 * UriTemplatesExpander never loads it. The ESM build replaces this file with
 * `load-uri-templates.esm.ts`.
 */
export function loadUriTemplates(): UriTemplateFactory {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, not imported
  return require("uri-templates") as UriTemplateFactory; // require() keeps the module it loaded
}
