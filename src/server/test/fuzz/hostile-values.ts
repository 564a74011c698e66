/**
 * What an attacker (or a broken client) sends instead of what a field expects: control characters,
 * lone surrogates, wrong types, huge and deep values, crafted ids and paging cursors.
 */

const deepObject = (depth: number): unknown => {
  let value: unknown = "bottom";
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
};

const base64url = (text: string) => Buffer.from(text).toString("base64url");

/** Control characters and lone surrogates: sent in every field of every route. */
export const CONTROL_TEXT: readonly string[] = [
  "\u0000",
  "dino\u0000saur",
  "\ud800",
  "\u001b[31mred",
];

/** Other strings a text field must refuse (or take) without falling over. */
export const ODD_TEXT: readonly string[] = [
  "a\udfffb",
  "\u007f\u0085\u009f",
  "\u202etxt.exe",
  "invoice\u202Efdp.exe",
  "\u2066isolated\u2069",
  "Ada\r\nBcc: evil@example.com",
  "🦕🦖",
  "",
  "   ",
  "' OR 1=1 --",
  "../../../etc/passwd",
  "%00",
  "x".repeat(100_000),
];

/** JSON values of the wrong type, or too big or deep to be sensible. */
export const HOSTILE_JSON: readonly unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  true,
  null,
  [],
  ["a", "\u0000"],
  {},
  { $ne: null },
  JSON.parse('{"__proto__":{"isAdmin":true}}') as unknown,
  Array.from({ length: 10_000 }, (_, index) => index),
  deepObject(2_000),
];

/** Control characters in a path segment (percent-encoded, as a client would send them). */
export const CONTROL_PATH_SEGMENTS: readonly string[] = [
  "%00",
  "dino%00",
  "%ED%A0%80",
  "%1B%5B31m",
];

/** Other path segments that are not ids. */
export const ODD_PATH_SEGMENTS: readonly string[] = [
  "%",
  "%zz",
  "00000000-0000-0000-0000-000000000000",
  "00000000-0000-0000-0000-00000000000%00",
  "1",
  "-1",
  "9".repeat(40),
  "..%2F..%2Fetc%2Fpasswd",
  "x".repeat(5_000),
  "'%20OR%201%3D1%20--",
  "%F0%9F%A6%95",
  "null",
];

/** Control characters in a query value (percent-encoded). */
export const CONTROL_QUERY_VALUES: readonly string[] = ["%00", "a%00b", "%ED%A0%80", "%1B"];

/** Other query values: odd numbers, long text and crafted admin paging cursors. */
export const ODD_QUERY_VALUES: readonly string[] = [
  "",
  "-1",
  "1e308",
  "NaN",
  "x".repeat(10_000),
  base64url('["1","x"]'),
  base64url("[1,2]"),
  base64url('["2026-01-01T00:00:00.000Z","\\u0000"]'),
  base64url('["2026-01-01T00:00:00.000Z","not-a-uuid"]'),
  base64url('["2026-99-99","00000000-0000-4000-a000-000000000000"]'),
  base64url('["275760-09-13T00:00:00.000Z","00000000-0000-4000-a000-000000000000"]'),
  base64url("null"),
  base64url('{"a":1}'),
  base64url("["),
  "!!!",
  // Impossible times in a gallery or messages cursor's shape: the database must never meet them.
  encodeURIComponent("2020-02-30T25:61:61.000000Z_abc"),
  encodeURIComponent("9999-99-99T99:99:99.999999Z_abc"),
  encodeURIComponent("0000-01-01T00:00:00.000000Z_abc"),
  encodeURIComponent("2021-02-29T00:00:00.000000Z_00000000-0000-4000-a000-000000000000"),
  base64url("2020-02-30T25:61:61.000000Z|00000000-0000-4000-a000-000000000000"),
  base64url("2019-02-29T00:00:00.000000Z|00000000-0000-4000-a000-000000000000"),
];

/** Whole bodies that are not the JSON object a route expects. */
export const HOSTILE_RAW_BODIES: readonly { contentType: string; body: string }[] = [
  { contentType: "application/json", body: '{"description":' },
  { contentType: "application/json", body: "[" },
  { contentType: "application/json", body: "null" },
  { contentType: "application/json", body: '"text"' },
  { contentType: "application/json", body: "123" },
  { contentType: "application/json", body: "[1,2,3]" },
  { contentType: "application/json", body: '{"__proto__":{"polluted":true}}' },
  { contentType: "application/json", body: '{"constructor":{"prototype":{"polluted":true}}}' },
  { contentType: "application/json", body: "[".repeat(20_000) + "]".repeat(20_000) },
  { contentType: "application/json", body: '{"a":"\\ud800"}' },
  { contentType: "application/json", body: "" },
  { contentType: "application/json; charset=utf-16", body: "{}" },
  { contentType: "text/plain", body: "hello" },
  { contentType: "application/x-www-form-urlencoded", body: "a=1&b=%00" },
  { contentType: "multipart/form-data; boundary=x", body: "--x\r\n\r\n--x--" },
  { contentType: "application/json", body: `{"a":"${"x".repeat(1_100_000)}"}` },
];

/** Header sets that carry hostile cookies, credentials and forwarding data. */
export function hostileHeaderSets(cookieName: string): readonly Record<string, string>[] {
  return [
    { cookie: `${cookieName}=garbage` },
    { cookie: `${cookieName}=s%3A%00.abc` },
    { cookie: `${cookieName}=${"x".repeat(8_000)}` },
    { cookie: `=;;;==; ${cookieName}=%ED%A0%80` },
    { authorization: "Basic" },
    { authorization: "Basic !!!" },
    { authorization: `Basic ${Buffer.from("\u0000:\u0000").toString("base64")}` },
    { authorization: `Basic ${Buffer.from([0xed, 0xa0, 0x80, 0x3a, 0x78]).toString("base64")}` },
    { authorization: `Basic ${Buffer.from("no-colon").toString("base64")}` },
    { authorization: `Basic ${"A".repeat(10_000)}` },
    { authorization: "Bearer x" },
    { "x-forwarded-for": "::::, %00, not-an-address" },
    { forwarded: "for=%00;proto=gopher" },
    { "accept-language": "\u00ff\u00fe" },
    { "content-type": "application/json", "content-length": "5" },
  ];
}
