import type { RouteOptions } from "fastify";
import {
  CONTROL_PATH_SEGMENTS,
  CONTROL_QUERY_VALUES,
  CONTROL_TEXT,
  HOSTILE_JSON,
  HOSTILE_RAW_BODIES,
  ODD_PATH_SEGMENTS,
  ODD_QUERY_VALUES,
  ODD_TEXT,
  hostileHeaderSets,
} from "./hostile-values";
import { objectFields, plausibleObject, plausibleText } from "./schema-fields";
import type { SeededRandom } from "./seeded-random";

/** One route as the fuzzer sees it: a method, a URL pattern and its zod schemas. */
export interface FuzzRoute {
  method: string;
  url: string;
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: { json: unknown } | { raw: string; contentType: string };
  /** What was made hostile, for the failure report. */
  what: string;
}

/** Names tried on a route whose schema declares none (its handler might read them all the same). */
const GENERIC_FIELDS = ["id", "email", "username", "password", "description", "message", "token"];
const GENERIC_QUERY = ["id", "cursor", "limit", "token", "subject", "query", "q"];
const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const ODD_BODY_VALUES: readonly unknown[] = [...ODD_TEXT, ...HOSTILE_JSON];

/** Every method/URL pair of a route as Fastify's `onRoute` hook reports it. */
export function fuzzRoutesOf(route: RouteOptions): FuzzRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const schema = (route.schema ?? {}) as FuzzRoute["schema"];
  return methods.map((method) => ({ method, url: route.url, schema }));
}

/** The names of a URL pattern's path parameters (`*` for a wildcard). */
function pathParams(url: string): string[] {
  return url
    .split("/")
    .filter((segment) => segment.startsWith(":") || segment === "*")
    .map((segment) => (segment === "*" ? "*" : segment.slice(1).replace(/\(.*$/, "")));
}

function fillPath(url: string, values: Record<string, string>): string {
  return url
    .split("/")
    .map((segment) => {
      if (segment === "*") return values["*"] ?? "x";
      if (!segment.startsWith(":")) return segment;
      return values[segment.slice(1).replace(/\(.*$/, "")] ?? "x";
    })
    .join("/");
}

/** `values` are already percent-encoded where they need to be. */
function queryString(values: Record<string, string | string[]>): string {
  const pairs = Object.entries(values).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one) => `${name}=${one}`),
  );
  return pairs.length === 0 ? "" : `?${pairs.join("&")}`;
}

const encodeAll = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, encodeURIComponent(String(value))]),
  );

/** How many of the hostile bodies and header sets each route gets in its thorough pass. */
const RAW_BODIES_PER_ROUTE = 5;
const HEADER_SETS_PER_ROUTE = 4;

/**
 * The hostile requests for one route. Every path parameter, query field and body field gets every
 * control character while the rest stays plausible; each odd value (wrong type, huge, deep,
 * crafted) goes to one field the seeded generator picks; then a few seeded mixes everywhere.
 * With `isThorough`, also fields no schema names, and a seeded few malformed bodies and hostile
 * header sets: what does not depend on who asks is sent once.
 */
export function* fuzzRequests(
  route: FuzzRoute,
  random: SeededRandom,
  options: { cookieName: string; isThorough: boolean },
): Generator<FuzzRequest> {
  const params = pathParams(route.url);
  const plausibleParams = plausibleObject(route.schema.params, random.uuid);
  const baseParams = Object.fromEntries(
    params.map((name) => {
      const value =
        name === "*" ? "x" : (plausibleParams[name] ?? plausibleText(name, random.uuid));
      return [name, encodeURIComponent(String(value))];
    }),
  );
  const queryFields = [...objectFields(route.schema.querystring).keys()];
  const plausibleQuery = () => encodeAll(plausibleObject(route.schema.querystring, random.uuid));
  const hasBody = METHODS_WITH_BODY.has(route.method);
  const bodyFields = [...objectFields(route.schema.body).keys()];
  const plausibleBody = () => plausibleObject(route.schema.body, random.uuid);

  const request = (
    what: string,
    parts: {
      params?: Record<string, string>;
      query?: Record<string, string | string[]>;
      body?: FuzzRequest["body"];
      headers?: Record<string, string>;
    } = {},
  ): FuzzRequest => ({
    method: route.method,
    url:
      fillPath(route.url, { ...baseParams, ...parts.params }) +
      queryString({ ...plausibleQuery(), ...parts.query }),
    headers: parts.headers ?? {},
    body: "body" in parts || !hasBody ? parts.body : { json: plausibleBody() },
    what,
  });
  /** Every control value in every field, each odd value in one seeded field. */
  const spread = <T>(fields: string[], control: readonly T[], odd: readonly T[]) => [
    ...fields.flatMap((name) => control.map((value) => ({ name, value }))),
    ...(fields.length === 0 ? [] : odd.map((value) => ({ name: random.pick(fields), value }))),
  ];

  yield request("plausible values");

  for (const { name, value } of spread(params, CONTROL_PATH_SEGMENTS, ODD_PATH_SEGMENTS)) {
    yield request(`path ${name}`, { params: { [name]: value } });
  }

  for (const { name, value } of spread(queryFields, CONTROL_QUERY_VALUES, ODD_QUERY_VALUES)) {
    yield request(`query ${name}`, { query: { [name]: value } });
  }
  for (const name of queryFields) {
    yield request(`query ${name} twice`, { query: { [name]: ["1", "%00"] } });
  }
  if (queryFields.length === 0 && options.isThorough) {
    for (const value of [...CONTROL_QUERY_VALUES, random.pick(ODD_QUERY_VALUES)]) {
      const everywhere = Object.fromEntries(GENERIC_QUERY.map((name) => [name, value]));
      yield request("generic query fields", { query: everywhere });
    }
  }

  if (hasBody) {
    for (const { name, value } of spread(bodyFields, CONTROL_TEXT, ODD_BODY_VALUES)) {
      yield request(`body ${name}`, { body: { json: { ...plausibleBody(), [name]: value } } });
    }
    if (options.isThorough) {
      const generic = bodyFields.length === 0 ? GENERIC_FIELDS : [];
      for (const { name, value } of spread(generic, CONTROL_TEXT, ODD_BODY_VALUES)) {
        yield request(`body ${name} (no schema names it)`, { body: { json: { [name]: value } } });
      }
      for (const value of [...CONTROL_TEXT, ...ODD_BODY_VALUES]) {
        yield request("the whole body", { body: { json: value } });
      }
    }
  }

  const anyBodyValue = [...CONTROL_TEXT, ...ODD_BODY_VALUES];
  for (let mix = 0; mix < 3; mix++) {
    const pickFor = <T>(names: string[], values: readonly T[]) =>
      Object.fromEntries(names.map((name) => [name, random.pick(values)]));
    yield request("a seeded mix everywhere", {
      params: pickFor(params, [...CONTROL_PATH_SEGMENTS, ...ODD_PATH_SEGMENTS]),
      query: pickFor(
        [...queryFields, ...GENERIC_QUERY],
        [...CONTROL_QUERY_VALUES, ...ODD_QUERY_VALUES],
      ),
      ...(hasBody
        ? { body: { json: pickFor([...bodyFields, ...GENERIC_FIELDS], anyBodyValue) } }
        : {}),
    });
  }

  if (!options.isThorough) return;
  if (hasBody) {
    for (let index = 0; index < RAW_BODIES_PER_ROUTE; index++) {
      const raw = random.pick(HOSTILE_RAW_BODIES);
      yield request(`raw body as ${raw.contentType}`, {
        body: { raw: raw.body, contentType: raw.contentType },
      });
    }
  }
  const headerSets = hostileHeaderSets(options.cookieName);
  for (let index = 0; index < HEADER_SETS_PER_ROUTE; index++) {
    const headers = random.pick(headerSets);
    yield request(`headers ${Object.keys(headers).join(", ")}`, { headers });
  }
}
