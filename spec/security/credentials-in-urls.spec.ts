import { expect } from "chai";
import { createEndpoint, endpoint, EndpointBuilder, InvalidUrlError } from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

// Every URL here would be read differently by fetch and curl: fetch refuses userinfo, curl turns
// it into an Authorization header; WHATWG URL parsing rewrites the other hosts, curl may not.
const WITH_CREDENTIALS = ["http://@host", "https://user:pw@host", "https://user@host", "https://:@host", "https://a@b@host"];
const NOT_PLAIN = [
  "https:///api.github.com",
  "https:////api.github.com",
  "http://%61pi.github.com",
  "http://127.1",
  "http://0x7f.0.0.1",
  "http://0177.0.0.1",
  "http://host:",
  "http://host:99999",
  "http://ho!st",
];

describe("no credentials in a URL, one reading of each URL", () => {
  const pinned = createEndpoint({ allowAbsoluteUrls: false });

  for (const base of [...WITH_CREDENTIALS, ...NOT_PLAIN]) {
    it(`${base}: refused as baseUrl, full URL in a route or url, expansion, builder, pinned or not`, () => {
      const ways: [string, () => unknown][] = [
        ["baseUrl", () => endpoint("GET /user", { baseUrl: base })],
        ["defaults baseUrl", () => endpoint.defaults({ baseUrl: base })],
        ["pinned baseUrl", () => pinned("GET /user", { baseUrl: base })],
        ["createEndpoint baseUrl", () => createEndpoint({ defaults: { baseUrl: base } })],
        ["route", () => endpoint(`GET ${base}/user`)],
        ["url", () => endpoint({ url: `${base}/user` })],
        ["expansion", () => endpoint("GET {+target}/user", { target: base })],
        ["builder", () => new EndpointBuilder().baseUrl(base).route("GET /user").build()],
        ["builder url", () => new EndpointBuilder().url(`${base}/user`).build()],
        ["parse", () => endpoint.parse({ ...endpoint.merge("GET /user"), baseUrl: base })],
      ];
      for (const [way, action] of ways) {
        try {
          const result = action();
          expect.fail(`${way} accepted ${base}: ${JSON.stringify(result)}`);
        } catch (error) {
          expect(error, `${way}: ${String(error)}`).to.be.instanceOf(InvalidUrlError);
        }
      }
    });
  }

  it("says why: credentials, or no host", () => {
    expectEndpointError(() => endpoint("GET http://@host/x"), InvalidUrlError, "ERR_INVALID_URL", "credentials");
    expectEndpointError(() => endpoint("GET /x", { baseUrl: "https:///api.github.com" }), InvalidUrlError, "ERR_INVALID_URL", "no host");
  });

  it("plain hosts still pass: names, IPv4, IPv6, ports, upper case, a trailing dot", () => {
    for (const base of [
      "https://api.github.com",
      "http://127.0.0.1:8080",
      "http://[::1]:3000",
      "https://GHE.Example.com/api/v3",
      "https://my_host.local",
      "https://api.github.com.",
      "http://10.0.0.255",
    ]) {
      expect(endpoint("GET /user", { baseUrl: base }).url).to.equal(`${base}/user`);
      expect(endpoint(`GET ${base}/user`).url).to.equal(`${base}/user`);
    }
    // An "@" after the authority is path or query text, not credentials.
    expect(endpoint("GET https://api.github.com/users/@me?q=a@b").url).to.equal("https://api.github.com/users/@me?q=a@b");
  });
});
