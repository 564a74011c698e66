/**
 * Pictures drawn by an OpenAI-compatible image model (`IMAGE_API_URL`, `IMAGE_API_KEY`,
 * `IMAGE_MODEL`): POST {url}/images/generations. The child's (already kid-safe) words are
 * wrapped in a prompt for a bright, friendly picture-book picture with no text. The answer, as
 * base64 or as a URL to fetch, must arrive within the time limit, is checked by its bytes and
 * re-encoded. A model tells nothing of where things or faces are, so its pictures carry no places
 * (never invented boxes). Any failure is an `ImageApiError`; the image engine then draws with the
 * built-in illustrator instead.
 */
import { z } from "zod";
import { readLimitedBody } from "../../lib/read-limited-body";
import { decodeModelPicture } from "./decode-model-picture";
import type { GeneratedPicture, ImageProvider } from "./image-provider";

export interface OpenAiImageConfig {
  /** The API base, e.g. `https://api.example.com/v1`. */
  url: string;
  apiKey: string;
  model: string;
  /** The whole picture (answer and download) must arrive within this. */
  timeoutMs: number;
}

/** A 1024² PNG in base64 is about 2–4 MB; far more is not a picture answer. */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;
const MAX_PICTURE_BYTES = 24 * 1024 * 1024;

const ZImagesAnswer = z.object({
  data: z
    .array(z.object({ b64_json: z.string().min(1).nullish(), url: z.string().url().nullish() }))
    .min(1),
});
const ZErrorAnswer = z.object({
  error: z.object({ code: z.string().nullish(), message: z.string().nullish() }),
});

export class ImageApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageApiError";
  }
}

/** What the model is asked for: the child's idea, painted for a small child, with no writing. */
export function pictureBookPrompt(description: string): string {
  return [
    `A bright, friendly children's picture-book illustration of: ${description}.`,
    "Cheerful colours, soft rounded shapes, gentle happy faces, a simple clear background,",
    "suitable for a three-year-old. Nothing scary. No text, letters, numbers or words anywhere.",
  ].join(" ");
}

export function createOpenAiImageProvider(config: OpenAiImageConfig): ImageProvider {
  const endpoint = `${config.url.replace(/\/+$/, "")}/images/generations`;
  const name = `openai-images:${config.model}`;

  async function askModel(description: string, signal: AbortSignal): Promise<Buffer> {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        prompt: pictureBookPrompt(description),
        n: 1,
        size: "1024x1024",
      }),
      signal,
    });
    const body = await readLimitedBody(response, MAX_ANSWER_BYTES);
    if (!response.ok) throw new ImageApiError(failureOf(response.status, body));
    const parsed = ZImagesAnswer.safeParse(parseJson(body));
    const [image] = parsed.success ? parsed.data.data : [];
    if (image?.b64_json) return Buffer.from(image.b64_json, "base64");
    if (image?.url) return download(image.url, signal);
    throw new ImageApiError("The image engine's answer was not understood");
  }

  return {
    name,
    async generate(description): Promise<GeneratedPicture> {
      const signal = AbortSignal.timeout(config.timeoutMs);
      try {
        const picture = await decodeModelPicture(await askModel(description, signal));
        return { ...picture, detectedObjects: [], faceAnchors: [], engine: "api", provider: name };
      } catch (error) {
        if (error instanceof ImageApiError) throw error;
        if (signal.aborted) throw new ImageApiError("The image engine took too long");
        throw new ImageApiError(error instanceof Error ? error.message : "No image engine");
      }
    },
  };
}

async function download(url: string, signal: AbortSignal): Promise<Buffer> {
  if (!/^https?:\/\//i.test(url)) throw new ImageApiError("The picture's address is not http");
  const response = await fetch(url, { signal, redirect: "follow" });
  if (!response.ok) throw new ImageApiError(`The picture's download answered ${response.status}`);
  return readLimitedBody(response, MAX_PICTURE_BYTES);
}

/** "The image engine answered 400 (content_policy_violation)": the status and the API's code. */
function failureOf(status: number, body: Buffer): string {
  const parsed = ZErrorAnswer.safeParse(parseJson(body));
  const code = parsed.success ? parsed.data.error.code : null;
  return `The image engine answered ${status}${code ? ` (${code})` : ""}`;
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return null;
  }
}
