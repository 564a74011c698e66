import { createHash } from "node:crypto";
import type { onSendAsyncHookHandler } from "fastify";

/** A JSON body with its entity tag, worked out once for as long as the body is kept. */
export interface TaggedJson {
  json: string;
  etag: string;
}

/** `alongside` is what else the answer says (in its headers) that a change to must change the tag. */
export function tagJson(json: string, alongside = ""): TaggedJson {
  const hash = createHash("sha1").update(alongside).update("\n").update(json);
  return { json, etag: `"${hash.digest("base64url")}"` };
}

/**
 * A route hook that tags a 200 answer with an ETag (a hash of its body, unless the route set it)
 * and answers 304 with no body when the caller already holds that version: a poll that finds
 * nothing new costs a few bytes on the wire and no parsing in the browser.
 */
export const answerNotModified: onSendAsyncHookHandler<unknown> = async (
  request,
  reply,
  payload,
) => {
  if (reply.statusCode !== 200 || typeof payload !== "string") return payload;
  const etag = String(reply.getHeader("etag") ?? tagJson(payload).etag);
  reply.header("etag", etag);
  if (!request.headers["if-none-match"]?.split(/\s*,\s*/).includes(etag)) return payload;
  reply.code(304).removeHeader("content-type");
  return "";
};
