import { sendJson, startLoopbackServer } from "../../test/loopback-server";

/** What the fake Freesound does with the next search. */
export type FreesoundBehaviour = { kind: "sounds" } | { kind: "empty" } | { kind: "unauthorized" };

/** An MPEG audio frame header and silence: enough for the preview's byte check. */
export const FAKE_PREVIEW_MP3 = Buffer.concat([
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(2000),
]);

/**
 * A local stand-in for Freesound's APIv2: GET /apiv2/search/text/?query=&fields= with
 * `Authorization: Token KEY`, answering in its shape ({count, next, previous, results: [...]},
 * only the fields asked for) or its 401 ({detail}), and serving the hq mp3 previews it names.
 */
export async function startFakeFreesound(options: { apiKey?: string } = {}) {
  const apiKey = options.apiKey ?? "fake-freesound-key";
  const state = {
    behaviour: { kind: "sounds" } as FreesoundBehaviour,
    searches: [] as Array<{ url: URL; authorization: string | undefined }>,
    previewsServed: 0,
  };
  const fake = await startLoopbackServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const send = (status: number, body: unknown) => sendJson(response, status, body);
    if (url.pathname.startsWith("/previews/")) {
      state.previewsServed += 1;
      response.writeHead(200, { "content-type": "audio/mpeg" });
      return response.end(FAKE_PREVIEW_MP3);
    }
    if (url.pathname !== "/apiv2/search/text/") return send(404, { detail: "Not found." });
    state.searches.push({ url, authorization: request.headers.authorization });
    if (
      state.behaviour.kind === "unauthorized" ||
      request.headers.authorization !== `Token ${apiKey}`
    ) {
      return send(401, { detail: "Invalid token." });
    }
    if (state.behaviour.kind === "empty") {
      return send(200, { count: 0, next: null, previous: null, results: [] });
    }
    const fields = (url.searchParams.get("fields") ?? "").split(",");
    const sound = (id: number, name: string, duration: number) => {
      const full: Record<string, unknown> = {
        id,
        name,
        duration,
        tags: ["music", "kids"],
        username: "someone",
        previews: {
          "preview-hq-mp3": `${fake.origin}/previews/${id}-hq.mp3`,
          "preview-lq-mp3": `${fake.origin}/previews/${id}-lq.mp3`,
          "preview-hq-ogg": `${fake.origin}/previews/${id}-hq.ogg`,
          "preview-lq-ogg": `${fake.origin}/previews/${id}-lq.ogg`,
        },
      };
      return Object.fromEntries(Object.entries(full).filter(([key]) => fields.includes(key)));
    };
    return send(200, {
      count: 2,
      next: null,
      previous: null,
      results: [sound(123456, "Happy kids dance loop", 30.5), sound(654321, "Bouncy tune", 12)],
    });
  });
  return { url: `${fake.origin}/apiv2`, apiKey, state, close: fake.close };
}
