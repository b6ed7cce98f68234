// Swapping strategies through a container: the uri-templates expander, and a header merger
// of your own. The default `endpoint` is untouched.
import {
  createContainer,
  createEndpoint,
  DefaultHeaderMerger,
  EndpointBuilder,
  HeaderMerger,
  TemplateExpander,
  UriTemplatesExpander,
  type Headers,
} from "../lib";

class TracingHeaderMerger extends DefaultHeaderMerger {
  override merge(base: Readonly<Headers>, overrides: unknown): Headers {
    return { ...super.merge(base, overrides), "x-request-id": "demo-0001" };
  }
}

const container = createContainer();
container.register(TemplateExpander, { useClass: UriTemplatesExpander });
container.register(HeaderMerger, { useClass: TracingHeaderMerger });

const traced = createEndpoint({ container, defaults: { owner: "octokit" } });
console.log(JSON.stringify(traced("GET /repos/{owner}/{repo}/issues", { repo: "endpoint.js", per_page: 2 }), null, 2));

// A builder resolved from the same container uses the same strategies.
const builder = container.resolve(EndpointBuilder);
console.log(JSON.stringify(builder.route("GET /users/{username}").param("username", "octocat").build(), null, 2));
