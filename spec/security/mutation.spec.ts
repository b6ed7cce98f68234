import { expect } from "chai";
import { createEndpoint, endpoint, EndpointBuilder } from "../../lib";
import { deepFreeze } from "../helpers/deep-freeze";

describe("no mutation, no shared state", () => {
  it("works with deeply frozen call options (nothing is written into them)", () => {
    const options = deepFreeze({
      owner: "o",
      labels: ["a"],
      headers: { Authorization: "token t", "x-a": undefined },
      mediaType: { previews: ["mercy-preview"], format: "raw" },
      request: { retry: { n: 1 } },
    });
    const snapshot = JSON.stringify(options);
    expect(endpoint("POST /repos/{owner}/x", options).body).to.deep.equal({ labels: ["a"] });
    expect(endpoint.merge("GET /repos/{owner}/x", options).mediaType.previews).to.deep.equal(["mercy"]);
    expect(JSON.stringify(options)).to.equal(snapshot);
  });

  it("works with deeply frozen defaults, parse input and builder input", () => {
    const defaults = deepFreeze({ headers: { authorization: "token t" }, per_page: 1, mediaType: { previews: ["p"] } });
    const derived = endpoint.defaults(defaults);
    const merged = deepFreeze(derived.merge("PATCH /x", { a: [1] }));
    expect(derived.parse(merged).body).to.deep.equal({ per_page: 1, a: [1] });
    const parameters = deepFreeze({ owner: "o", list: [1, 2] });
    expect(
      EndpointBuilder.from(derived)
        .route("POST /{owner}")
        .params(parameters)
        .headers(deepFreeze({ "x-a": "1" }))
        .build().body,
    ).to.deep.equal({
      per_page: 1,
      list: [1, 2],
    });
    expect(createEndpoint({ defaults })("GET /x").url).to.equal("https://api.github.com/x?per_page=1");
  });

  it("never freezes the caller's objects when making DEFAULTS", () => {
    const labels = ["a"];
    // A class instance (an http.Agent, an AbortSignal) is not plain data: kept by reference.
    const agent = new (class Agent {
      sockets = 1;
    })();
    const derived = endpoint.defaults({ labels, request: { agent } });
    expect(Object.isFrozen(labels)).to.equal(false);
    expect(Object.isFrozen(agent)).to.equal(false);
    expect(Object.isFrozen(derived.DEFAULTS.labels)).to.equal(true);
    expect((derived("GET /x").request as { agent: unknown }).agent, "agent by reference").to.equal(agent);
  });

  it("a result shares no mutable object with the defaults or an earlier result", () => {
    const derived = endpoint.defaults({ labels: ["a"], meta: { k: "v" }, headers: { "x-a": "1" }, request: { retry: { n: 1 } } });
    const first = derived("POST /x");
    const second = derived("POST /x");
    expect(first.headers).not.to.equal(second.headers);
    expect(first.body).not.to.equal(second.body);
    expect((first.body as { labels: unknown }).labels).not.to.equal((second.body as { labels: unknown }).labels);
    expect(first.request).not.to.equal(second.request);
    (first.body as { labels: string[] }).labels.push("b");
    (first.request as { retry: { n: number } }).retry.n = 2;
    first.headers["x-a"] = "changed";
    expect(derived("POST /x")).to.deep.equal(second);
    expect(derived.DEFAULTS.labels).to.deep.equal(["a"]);
  });

  it("merge() output shares no mutable object with the defaults", () => {
    const derived = endpoint.defaults({ labels: ["a"], mediaType: { previews: ["p"] } });
    const merged = derived.merge("GET /x");
    (merged.labels as string[]).push("b");
    merged.mediaType.previews?.push("q");
    merged.headers.accept = "changed";
    expect(derived.merge("GET /x")).to.deep.include({ labels: ["a"], mediaType: { format: "", previews: ["p"] } });
    expect(derived.DEFAULTS.headers.accept).to.equal("application/vnd.github.v3+json");
  });

  it("parse() does not write into the merged options it is given", () => {
    const merged = endpoint.merge("POST /x", { a: 1, mediaType: { format: "raw" } });
    const snapshot = JSON.stringify(merged);
    const result = endpoint.parse(merged);
    expect(JSON.stringify(merged)).to.equal(snapshot);
    expect(result.headers).not.to.equal(merged.headers);
  });

  it("builders stay unchanged whatever is done to what they return", () => {
    const builder = new EndpointBuilder().route("POST /x").param("list", [1]);
    const options = builder.toOptions();
    (options.list as number[]).push(2);
    (options.headers as Record<string, string>)["x-a"] = "1";
    expect(builder.build().body).to.deep.equal({ list: [1] });
    expect(builder.build().headers).not.to.have.property("x-a");
  });
});
