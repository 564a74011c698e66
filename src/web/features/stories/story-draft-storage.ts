import {
  ZGeneratedScene,
  ZStoryColorTheme,
  ZStoryMood,
  type TGeneratedScene,
  type TStoryColorTheme,
  type TStoryMood,
} from "@/shared/contracts/stories";
import { z } from "zod";

/** A story made on /story and not yet saved or deleted. */
export interface TStoryDraft {
  title: string;
  content: string;
  mood: TStoryMood;
  colorTheme: TStoryColorTheme;
  scenes: TGeneratedScene[];
  createdAt: string;
}

const ZStoryDraft = z.object({
  title: z.string(),
  content: z.string(),
  mood: ZStoryMood,
  colorTheme: ZStoryColorTheme,
  scenes: z.array(ZGeneratedScene),
  createdAt: z.string(),
});

/**
 * Kept in this tab's session storage, so a visitor who signs up (or anyone who reloads) finds
 * the story still there to save; its pictures wait 24 hours on the server.
 */
const KEY = "doodle-dino-story-draft";

export function loadStoryDraft(): TStoryDraft | null {
  try {
    const parsed = ZStoryDraft.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? "null"));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function keepStoryDraft(draft: TStoryDraft | null): void {
  try {
    if (draft) sessionStorage.setItem(KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Private windows may refuse storage: the story simply is not kept across a reload.
  }
}
