/**
 * Background music from Freesound's text search (`FREESOUND_API_KEY`): GET {url}/search/text/
 * asking only for the fields the overlay needs. Answers are kept for a day per query. Previews
 * are handed out as our own addresses (`/api/sound-effects/previews/{id}`) and fetched on the
 * browser's behalf, so neither the key nor the child's browser meets Freesound. When Freesound
 * fails or finds nothing, the built-in tune answers: music is a bonus.
 */
import { z } from "zod";
import type { TSoundEffectSearch } from "../../../shared/contracts/sound-effects";
import { readLimitedBody } from "../../lib/read-limited-body";
import { BoundedCache } from "../images/bounded-cache";
import type { MusicProvider } from "./music-provider";

export interface FreesoundConfig {
  /** The API base, `https://freesound.org/apiv2` unless FREESOUND_API_URL says otherwise. */
  url: string;
  apiKey: string;
}

export const FREESOUND_PREVIEW_PATH = "/api/sound-effects/previews";
const SEARCH_FIELDS = "id,name,duration,previews";
const RESULTS_PER_SEARCH = 5;
const ANSWER_TTL_MS = 24 * 60 * 60 * 1000;
const TIMEOUT_MS = 8_000;
const MAX_ANSWER_BYTES = 1024 * 1024;
/** A few minutes of 128 kbit/s mp3; longer previews are not looping background music. */
const MAX_PREVIEW_BYTES = 8 * 1024 * 1024;

const ZFreesoundSearch = z.object({
  count: z.number().int().min(0),
  results: z.array(
    z.object({
      id: z.number().int().min(0),
      name: z.string(),
      duration: z.number().min(0),
      previews: z.object({ "preview-hq-mp3": z.string().url() }),
    }),
  ),
});

export function createFreesoundMusicProvider(deps: {
  config: FreesoundConfig;
  fallback: MusicProvider;
  log: { warn(details: object, message: string): void };
  now?: () => number;
}): MusicProvider {
  const { config, fallback, log } = deps;
  const now = deps.now ?? Date.now;
  const answers = new BoundedCache<string, { until: number; answer: TSoundEffectSearch }>(100);
  /** Which Freesound address each handed-out preview id stands for. */
  const previewSources = new BoundedCache<string, string>(500);
  const previewBytes = new BoundedCache<string, Buffer>(3);

  async function askFreesound(query: string): Promise<TSoundEffectSearch> {
    const search = new URL(`${config.url.replace(/\/+$/, "")}/search/text/`);
    search.search = new URLSearchParams({
      query,
      fields: SEARCH_FIELDS,
      page_size: String(RESULTS_PER_SEARCH),
    }).toString();
    const response = await fetch(search, {
      headers: { authorization: `Token ${config.apiKey}`, accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await readLimitedBody(response, MAX_ANSWER_BYTES);
    if (!response.ok) throw new Error(`Freesound answered ${response.status}`);
    const parsed = ZFreesoundSearch.safeParse(JSON.parse(body.toString("utf8")));
    if (!parsed.success) throw new Error("Freesound's answer was not understood");
    const results = parsed.data.results.map((sound) => {
      const id = String(sound.id);
      previewSources.set(id, sound.previews["preview-hq-mp3"]);
      return {
        id,
        name: sound.name,
        duration: sound.duration,
        previews: { "preview-hq-mp3": `${FREESOUND_PREVIEW_PATH}/${id}` },
      };
    });
    return { count: parsed.data.count, results };
  }

  return {
    name: "freesound",
    async search(query) {
      const kept = answers.get(query);
      if (kept && kept.until > now()) return structuredClone(kept.answer);
      let answer: TSoundEffectSearch;
      try {
        answer = await askFreesound(query);
      } catch (error) {
        log.warn({ err: error }, "Freesound search failed; the built-in tune plays");
        return fallback.search(query);
      }
      if (answer.results.length === 0) answer = await fallback.search(query);
      answers.set(query, { until: now() + ANSWER_TTL_MS, answer });
      return structuredClone(answer);
    },
    async preview(id) {
      const source = previewSources.get(id);
      if (!source) return null;
      const kept = previewBytes.get(id);
      if (kept) return kept;
      if (!/^https?:\/\//i.test(source)) return null;
      const response = await fetch(source, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`The Freesound preview answered ${response.status}`);
      const bytes = await readLimitedBody(response, MAX_PREVIEW_BYTES);
      if (!looksLikeMp3(bytes)) throw new Error("The Freesound preview is not an mp3");
      previewBytes.set(id, bytes);
      return bytes;
    },
  };
}

/** An ID3 tag or an MPEG audio frame's sync bits at the start. */
function looksLikeMp3(bytes: Buffer): boolean {
  if (bytes.subarray(0, 3).toString("latin1") === "ID3") return true;
  return bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
}
