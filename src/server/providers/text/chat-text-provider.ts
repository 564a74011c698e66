/**
 * Story smoothing by an OpenAI-compatible chat engine (`TEXT_API_URL`, `TEXT_API_KEY`,
 * `TEXT_MODEL`): POST {url}/chat/completions. A timeout, an error answer, a refusal or an answer
 * that is empty, far too long or not kid-safe is an error; the caller then uses the built-in
 * smoother.
 */
import { z } from "zod";
import { checkKidSafeText } from "../../../shared/kid-safe-text";
import type { StoryTextProvider, StoryToSmooth } from "./text-provider";

export interface ChatTextConfig {
  /** The API base, e.g. `https://api.example.com/v1`. */
  url: string;
  apiKey: string;
  model: string;
  /** Give up after this long (default 20 s). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
/** An answer longer than this many times the scenes' words is not a retelling. */
const MAX_GROWTH = 4;

const SYSTEM_PROMPT = [
  "You are a gentle storyteller for children aged 3 to 8.",
  "Retell the numbered scenes of a child's story as one smooth story for a picture book.",
  "Keep every event, character and name, in the same order, and about the same length.",
  "Use simple, warm words. Nothing scary, rude or unkind.",
  "Answer with the story text only: no title, no headings, no lists, no notes.",
].join(" ");

const ZChatAnswer = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({
          content: z.string().nullish(),
          refusal: z.string().nullish(),
        }),
      }),
    )
    .min(1),
});

export class ChatTextError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ChatTextError";
  }
}

export function createChatTextProvider(config: ChatTextConfig): StoryTextProvider {
  const endpoint = `${config.url.replace(/\/+$/, "")}/chat/completions`;
  return {
    name: `chat:${config.model}`,
    async smoothStory(story: StoryToSmooth): Promise<string> {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${config.apiKey}`,
        },
        body: JSON.stringify({
          model: config.model,
          temperature: 0.7,
          messages: [
            { role: "system", content: SYSTEM_PROMPT },
            { role: "user", content: userPrompt(story) },
          ],
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      }).catch((error: unknown) => {
        const timedOut = error instanceof Error && error.name === "TimeoutError";
        throw new ChatTextError(timedOut ? "The text engine took too long" : "No text engine");
      });
      if (!response.ok) throw new ChatTextError(`The text engine answered ${response.status}`);
      const parsed = ZChatAnswer.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new ChatTextError("The text engine's answer was not understood");
      const [choice] = parsed.data.choices;
      const text = choice?.message.content?.trim() ?? "";
      if (choice?.message.refusal || choice?.finish_reason === "content_filter" || !text) {
        throw new ChatTextError("The text engine would not retell this story");
      }
      const scenesLength = story.scenes.join(" ").length;
      if (text.length > scenesLength * MAX_GROWTH + 400) {
        throw new ChatTextError("The text engine's answer was far too long");
      }
      const safe = checkKidSafeText(text);
      if (!safe.ok) throw new ChatTextError("The text engine's answer was not kid-safe");
      return safe.text;
    },
  };
}

function userPrompt({ title, scenes }: StoryToSmooth): string {
  const numbered = scenes.map((scene, index) => `${index + 1}. ${scene}`).join("\n");
  return `Title: ${title}\n\nScenes:\n${numbered}`;
}
