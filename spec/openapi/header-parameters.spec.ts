import { expect } from "chai";
import { createEndpoint, routingTable } from "../../lib/openapi";

// A shop whose order takes a required header parameter, a required cookie parameter, and a body.
const shopDescription = {
  openapi: "3.1.0",
  servers: [{ url: "https://shop.example" }],
  paths: {
    "/orders": {
      post: {
        parameters: [
          { name: "X-Request-Id", in: "header", required: true },
          { name: "session", in: "cookie", required: true },
        ],
        requestBody: {
          required: true,
          content: { "application/json": { schema: { type: "object", properties: { item: { type: "string" } } } } },
        },
      },
    },
    "/status": {
      get: {
        parameters: [
          { name: "Accept", in: "header", required: true },
          { name: "Content-Type", in: "header", required: true },
          { name: "authorization", in: "header", required: true },
          { name: "verbose", in: "query" },
        ],
      },
    },
  },
};

describe("openapi entry: header and cookie parameters", () => {
  const shop = createEndpoint(shopDescription);

  it("ignores header parameters named Accept, Content-Type or Authorization, as OpenAPI says: the caller sets those by headers", () => {
    const status = shop("GET /status", { verbose: true });
    expect(status.url).to.equal("https://shop.example/status?verbose=true");
    expect(status.headers.accept).to.equal("application/json");
    expect(status.headers).not.to.have.property("authorization");
    expect(routingTable(shopDescription).routes["GET /status"][0].map(([name]) => name)).to.deep.equal(["verbose"]);
    expect(shop("GET /status", { headers: { authorization: "token t", accept: "text/plain" } }).headers).to.include({
      authorization: "token t",
      accept: "text/plain",
    });
  });
});
