import { EndpointBuilder, type EndpointOptions } from "../../lib";

/** The builder chain equivalent to `endpoint(route, options)`: one method call per option. */
export function builderFromOptions(start: EndpointBuilder, route: string | undefined, options: EndpointOptions): EndpointBuilder {
  let builder = route === undefined ? start : start.route(route);
  const { method, url, baseUrl, headers, mediaType, data, request, ...parameters } = options;
  if (method !== undefined) builder = builder.method(method);
  if (url !== undefined) builder = builder.url(url);
  if (baseUrl !== undefined) builder = builder.baseUrl(baseUrl);
  if (headers !== undefined) builder = builder.headers(headers);
  if (mediaType?.format !== undefined) builder = builder.format(mediaType.format);
  for (const preview of mediaType?.previews ?? []) builder = builder.preview(preview);
  if ("data" in options) builder = builder.data(data);
  if (request !== undefined) builder = builder.request(request);
  return Object.keys(parameters).length > 0 ? builder.params(parameters) : builder;
}
