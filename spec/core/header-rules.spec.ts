import { expect } from "chai";
import { checkHeaderName, checkHeaderValue, HeaderChecks } from "../../lib/core/merge/header-rules";
import type { LruCache } from "../../lib/core/util/lru-cache";
import { InvalidHeaderError } from "../../lib/errors/invalid-header-error";

describe("HeaderChecks: the header checks, remembering what was found valid in caches of their own", () => {
  it("answers as the checks do, the second time too", () => {
    const checks = new HeaderChecks();
    for (let round = 0; round < 2; round++) {
      expect(checks.name("X-Trace")).to.equal(checkHeaderName("X-Trace"));
      expect(checks.name("accept")).to.equal("accept");
      expect(checks.value("x-trace", "a b")).to.equal(checkHeaderValue("x-trace", "a b"));
      expect(checks.value("content-length", 13)).to.equal(13);
      expect(checks.value("x-empty", "")).to.equal("");
    }
  });

  it("refuses a bad name or value every time: nothing refused is remembered", () => {
    const checks = new HeaderChecks();
    for (let round = 0; round < 2; round++) {
      expect(() => checks.name("Authorization token")).to.throw(InvalidHeaderError);
      expect(() => checks.value("authorization", "token x\n")).to.throw(InvalidHeaderError);
      expect(() => checks.value("x-n", Number.NaN)).to.throw(InvalidHeaderError);
    }
  });

  it("is bounded: at most 512 names and 512 values, none over 256 characters, in caches that count their bytes", () => {
    const checks = new HeaderChecks();
    const { names, values } = checks as unknown as Record<"names" | "values", LruCache<string, string>>;
    checks.value("x-long", "v".repeat(257));
    checks.name(`x-${"n".repeat(255)}`);
    expect([names.size, values.size]).to.deep.equal([0, 0]);
    for (let i = 0; i < 5000; i++) {
      checks.name(`x-name-${i}`);
      checks.value("x-value", `value ${i}`);
    }
    expect([names.size, values.size]).to.deep.equal([512, 512]);
    expect(names.bytes + values.bytes).to.be.at.most(2 * 512 * (1024 + 4 * 2 * 256));
  });
});
