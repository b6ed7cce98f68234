import { expect } from "chai";
import {
  CALL_DATA,
  CALL_FILLED,
  CALL_HEADERS,
  CALL_MEDIA_TYPE,
  CALL_REPLACES_ROUTE,
  CALL_ROUTED,
  walkCall,
} from "../../lib/core/merge-options";
import { NAMED_OPTION_KEYS } from "../../lib/core/named-options";

// endpoint() writes a call from one walk over its keys (walkCall): the walk tells named options
// from parameters by a table of its own. It must know
// exactly the names of the table, each by a bit of its own, or an option would be routed as a
// parameter (or a parameter dropped) where no behaviour spec looks.
describe("the walk over a call's own keys", () => {
  const placeholders = new Set(["owner", "repo"]);
  const walk = (call: Record<string, unknown>): number => walkCall(call, placeholders);

  it("finds each named option of the table by a bit of its own, and nothing else by those bits", () => {
    const bits = NAMED_OPTION_KEYS.map((key) => walk({ [key]: undefined }));
    expect(bits.every((bit) => bit !== 0 && (bit & (CALL_ROUTED | CALL_FILLED)) === 0)).to.equal(true);
    expect(new Set(bits).size).to.equal(NAMED_OPTION_KEYS.length);
    expect(walk({ data: 1 })).to.equal(CALL_DATA);
    expect(walk({ headers: {} })).to.equal(CALL_HEADERS);
    expect(walk({ mediaType: {} })).to.equal(CALL_MEDIA_TYPE);
    expect(walk({ url: "/", method: "GET", baseUrl: "https://x.test", request: {} })).to.equal(CALL_REPLACES_ROUTE);
    for (const key of ["page", "__proto__", "Method", "constructor", ""]) expect(walk({ [key]: 1 })).to.equal(CALL_ROUTED);
  });

  it("says whether a call holds data, a parameter for the router, and a string or number for every placeholder", () => {
    expect(walk({ owner: "o", repo: 1 })).to.equal(CALL_FILLED);
    expect(walk({ owner: "o", repo: null })).to.equal(0);
    expect(walk({ owner: "o" })).to.equal(0);
    expect(walk({ owner: "o", repo: "r", data: "x" })).to.equal(CALL_FILLED | CALL_DATA);
    expect(walk({ owner: "o", repo: "r", page: undefined })).to.equal(CALL_FILLED | CALL_ROUTED);
    // Inherited keys are no option and no parameter.
    expect(walk(Object.create({ method: "POST", page: 1 }) as Record<string, unknown>)).to.equal(0);
  });
});
