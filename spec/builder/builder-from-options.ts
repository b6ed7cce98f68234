import { EndpointBuilder, type EndpointOptions } from "../../lib";

/**
 * The builder chain equivalent to `endpoint(route, options)`: one method call per option. Each
 * option is copied into `given` before its method is called, so when a method throws, `given`
 * holds the options given so far, the one it refused included.
 */
export function builderFromOptions(
  start: EndpointBuilder,
  route: string | undefined,
  options: EndpointOptions,
  given: EndpointOptions = {},
): EndpointBuilder {
  let builder = route === undefined ? start : start.route(route);
  const { method, url, baseUrl, headers, mediaType, data, request, ...parameters } = options;
  if (method !== undefined) builder = builder.method((given.method = method));
  if (url !== undefined) builder = builder.url((given.url = url));
  if (baseUrl !== undefined) builder = builder.baseUrl((given.baseUrl = baseUrl));
  if (headers !== undefined) builder = builder.headers((given.headers = headers));
  if (mediaType?.format !== undefined) builder = builder.format((given.mediaType = { format: mediaType.format }).format as string);
  for (const preview of mediaType?.previews ?? []) {
    given.mediaType = { ...given.mediaType, previews: [...(given.mediaType?.previews ?? []), preview] };
    builder = builder.preview(preview);
  }
  if ("data" in options) builder = builder.data((given.data = data));
  if (request !== undefined) builder = builder.request((given.request = request));
  Object.assign(given, parameters);
  return Object.keys(parameters).length > 0 ? builder.params(parameters) : builder;
}
