import { expect } from "chai";
import { createEndpoint, routingTable } from "../../lib/openapi";
import { InvalidParameterError } from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

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

  it("takes a required header parameter given through the call's headers, in any letter case", () => {
    const options = shop("POST /orders", { headers: { "X-Request-Id": "r" }, session: "abc", item: "book" });
    expect(options.headers).to.include({ "x-request-id": "r", cookie: "session=abc" });
    expect(shop("POST /orders", { headers: { "x-REQUEST-id": "r" }, session: "abc", item: "book" }).headers).to.include({
      "x-request-id": "r",
    });
  });

  it("takes a required header parameter given through defaults() or createEndpoint()'s headers", () => {
    const bound = shop.defaults({ headers: { "X-Request-Id": "r" } });
    expect(bound("POST /orders", { session: "abc", item: "book" }).headers).to.include({ "x-request-id": "r" });
    const made = createEndpoint(shopDescription, { headers: { "x-request-id": "r2" } });
    expect(made("POST /orders", { session: "abc", item: "book" }).headers).to.include({ "x-request-id": "r2" });
  });

  it("takes a required cookie parameter named by a cookie header, and still refuses one the header does not name", () => {
    const options = shop("POST /orders", { "X-Request-Id": "r", headers: { Cookie: "theme=dark; session=abc" }, item: "book" });
    expect(options.headers.cookie).to.equal("theme=dark; session=abc");
    const bound = shop.defaults({ headers: { cookie: "session=abc" } });
    expect(bound("POST /orders", { "X-Request-Id": "r", item: "book" }).headers.cookie).to.equal("session=abc");
    const missing = expectEndpointError(
      () => shop("POST /orders", { "X-Request-Id": "r", headers: { cookie: "sessionid=abc; xsession=1" }, item: "book" }),
      InvalidParameterError,
      "ERR_INVALID_PARAMETER",
    );
    expect(missing.message).to.equal('The operation "POST /orders" needs the parameter "session".');
    expectEndpointError(
      () => shop("POST /orders", { headers: { "X-Request-Idx": "r" }, session: "abc", item: "book" }),
      InvalidParameterError,
      "ERR_INVALID_PARAMETER",
      '"X-Request-Id"',
    );
  });

  it("takes a flat header parameter by its name in any letter case, as HTTP reads header names", () => {
    const options = shop("POST /orders", { "x-request-id": "r", session: "abc", item: "book" });
    expect(options.headers).to.include({ "x-request-id": "r" });
    expect(options.body).to.deep.equal({ item: "book" });
    expect(shop("POST /orders", { "X-REQUEST-ID": "r", session: "abc", item: "book" }).headers).to.include({ "x-request-id": "r" });
    // A cookie's name is case-sensitive: "Session" is not the described "session".
    expectEndpointError(
      () => shop("POST /orders", { "X-Request-Id": "r", Session: "abc", item: "book" }),
      InvalidParameterError,
      "ERR_INVALID_PARAMETER",
      'did you mean "session"?',
    );
  });

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
