import type { Page } from "@playwright/test";
import { newAccount, registerConfirmedAccount } from "./accounts";
import { expect } from "./fixtures";
import { screenshotsNamed } from "./screenshots";

/** With SCREENSHOTS_DIR set, the book's pages are photographed for a person to look at. */
export const shoot = screenshotsNamed("book");

/** The Story Book specs' story: a title page, three scenes, "The End". */
export const TITLE = "The Dragon's Red Ball";
export const STORY =
  "A purple dragon lived in a big castle. One day the dragon found a red ball in the garden. The purple dragon played with the ball until the stars came out.";

/** A signed-in family with one saved three-scene story; answers the story's id. */
export async function familyWithStory(page: Page): Promise<string> {
  const family = await registerConfirmedAccount(page.request, newAccount("Ada"));
  const signIn = await page.request.post("/api/auth/login", {
    data: { username: family.username, password: family.password },
  });
  expect(signIn.status()).toBe(200);
  const made = await page.request.post("/api/stories/generate", {
    data: { title: TITLE, story: STORY },
  });
  expect(made.status()).toBe(201);
  const { scenes } = (await made.json()) as {
    scenes: Array<{ sceneNumber: number; scene: string; imageUrl: string | null }>;
  };
  const saved = await page.request.post("/api/stories", {
    data: {
      title: TITLE,
      content: STORY,
      scenes: scenes.map((scene) => ({
        sceneNumber: scene.sceneNumber,
        description: scene.scene,
        imageUrl: scene.imageUrl,
      })),
    },
  });
  expect(saved.status()).toBe(201);
  return ((await saved.json()) as { id: string }).id;
}

/**
 * A stand-in for the browser's speech synthesis that says nothing: the test reports each word
 * boundary (`__speech.word()`) and the end of a page (`__speech.finish()`) itself.
 */
export function installSpeechStandIn() {
  interface TStandInUtterance {
    text: string;
    nextWord: number;
    onboundary: ((event: { name: string; charIndex: number }) => void) | null;
    onend: (() => void) | null;
    onerror: ((event: { error: string }) => void) | null;
  }
  const state = {
    spoken: [] as string[],
    current: null as TStandInUtterance | null,
    word() {
      const utterance = state.current;
      if (!utterance) return;
      const words = [...utterance.text.matchAll(/\S+/g)];
      const word = words[utterance.nextWord];
      utterance.nextWord += 1;
      if (word) utterance.onboundary?.({ name: "word", charIndex: word.index });
    },
    finish() {
      const utterance = state.current;
      state.current = null;
      utterance?.onend?.();
    },
  };
  class StandInUtterance {
    nextWord = 0;
    lang = "";
    rate = 1;
    pitch = 1;
    volume = 1;
    voice: unknown = null;
    onboundary = null;
    onend = null;
    onerror = null;
    constructor(readonly text: string) {}
  }
  Object.assign(window, { __speech: state, SpeechSynthesisUtterance: StandInUtterance });
  Object.defineProperty(window, "speechSynthesis", {
    configurable: true,
    value: {
      getVoices: () => [{ name: "Samantha", lang: "en-US" }],
      speak(utterance: TStandInUtterance) {
        state.spoken.push(utterance.text);
        state.current = utterance;
      },
      cancel() {
        const utterance = state.current;
        state.current = null;
        utterance?.onerror?.({ error: "interrupted" });
      },
    },
  });
}

export const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speech: { spoken: string[] } }).__speech.spoken);
export const sayWord = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speech: { word(): void } }).__speech.word());
export const finishPage = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speech: { finish(): void } }).__speech.finish());
