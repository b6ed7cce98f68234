// The hand-written floor: the mix's seven requests, each built by a function written for its
// route alone (no parsing, no checks, no strategies), producing the same objects ours does. No
// general library can reach it; the ratio to it shows how much work is left to take out.

type Options = Record<string, unknown>;
type Built = Record<string, unknown>;

const API = "https://api.github.com";
const ACCEPT = "application/vnd.github.v3+json";
const JSON_TYPE = "application/json; charset=utf-8";

function headers(userAgent: string): Record<string, string | number> {
  return { accept: ACCEPT, "user-agent": userAgent };
}

const e = encodeURIComponent;

/** One hand-written function per call of the mix, in the mix's order, then the derived call. */
export function floorFunctions(userAgent: string): ((options: Options) => Built)[] {
  return [
    (o) => ({
      method: "get",
      url: `${API}/repos/${e(o.owner as string)}/${e(o.repo as string)}/issues?state=${e(o.state as string)}&per_page=${o.per_page}`,
      headers: headers(userAgent),
    }),
    (o) => {
      const h = headers(userAgent);
      h.authorization = (o.headers as Options).authorization as string;
      h["content-type"] = JSON_TYPE;
      return {
        method: "post",
        url: `${API}/repos/${e(o.owner as string)}/${e(o.repo as string)}/issues`,
        headers: h,
        body: { title: o.title, body: o.body, labels: o.labels },
      };
    },
    (o) => ({
      method: "get",
      url: `${API}/search/issues?q=${e(o.q as string).replaceAll("%2B", "+")}&per_page=${o.per_page}`,
      headers: headers(userAgent),
    }),
    (o) => {
      const h = headers(userAgent);
      const given = o.headers as Options;
      h["content-type"] = given["content-type"] as string;
      h["content-length"] = given["content-length"] as number;
      return {
        method: "post",
        url:
          `https://uploads.github.com/repos/${e(o.owner as string)}/${e(o.repo as string)}/releases/${o.release_id}/assets` +
          `?name=${e(o.name as string)}&label=${e(o.label as string)}`,
        headers: h,
        body: o.data,
      };
    },
    (o) => ({
      method: "get",
      url: `${API}/repos/${e(o.owner as string)}/${e(o.repo as string)}/pulls/${o.pull_number}`,
      headers: { accept: `application/vnd.github.v3.${(o.mediaType as Options).format}`, "user-agent": userAgent },
    }),
    (o) => ({
      method: "put",
      url: `${API}/user/starred/${e(o.owner as string)}/${e(o.repo as string)}`,
      headers: headers(userAgent),
      body: "",
    }),
    (o) => {
      const h = headers(userAgent);
      h.authorization = "token 0123456789abcdef";
      return {
        method: "get",
        url: `https://ghe.example.com/api/v3/orgs/${e(o.org as string)}/repos?per_page=100&type=${e(o.type as string)}`,
        headers: h,
      };
    },
  ];
}
