import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_TEXT } from "../../shared/contracts/messages";
import { ZGeneratedStory, ZStory } from "../../shared/contracts/stories";
import { createSignedInUser, type Send } from "../test/account-factory";
import { browser, createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";
import { KID_SAFE_REFUSAL_MESSAGE } from "../../shared/kid-safe-text";
import { connectFamilies } from "../test/family-factory";

/**
 * What a family saw (issue 15): an insult was drawn and a scary description was shown and read
 * aloud as typed. Every call that keeps a child's words refuses insults with a friendly message
 * and stores, answers and lists the softened words.
 */

const INSULT = "a stupid poopy idiot dog";
const SCARY = "a scary monster with blood and a gun";
const SOFTENED = "a silly monster with red paint and a water pistol";
const INNOCENT = ["a cockatoo", "Scunthorpe", "Dick Whittington", "a poop emoji"];

let t: TestApp;
beforeAll(async () => {
  await prepareTestDatabase();
  t = await createTestApp({ env: { TRIAL_IMAGES: "50", TRIAL_STORIES: "5" } });
});
afterAll(() => t.close());

const generatePicture = (send: Send, description: string) =>
  send({ method: "POST", url: "/api/images/generate", payload: { description } });

const generateStory = (send: Send, title: string, story: string) =>
  send({
    method: "POST",
    url: "/api/stories/generate",
    payload: { title, story, mood: "happy", colorTheme: "sunset" },
  });

describe("pictures", () => {
  it("refuses an insult with the friendly message, draws and charges nothing", async () => {
    const send = browser(t.app, "198.51.100.70");
    const refused = await generatePicture(send, INSULT);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(KID_SAFE_REFUSAL_MESSAGE);
    expect((await send({ method: "GET", url: "/api/images" })).json()).toEqual([]);
    expect((await send({ method: "GET", url: "/api/trial" })).json().trialImagesUsed).toBe(0);
  });

  it("stores, answers and lists the softened words, so the gallery shows and reads them", async () => {
    const send = browser(t.app, "198.51.100.71");
    const made = await generatePicture(send, SCARY);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().description).toBe(SOFTENED);
    const [listed] = (await send({ method: "GET", url: "/api/images" })).json();
    expect(listed.description).toBe(SOFTENED);
    const detail = (await send({ method: "GET", url: `/api/images/${listed.id}` })).json();
    expect(detail.description).toBe(SOFTENED);
    const labels = (detail.detectedObjects as Array<{ label: string }>).map((o) => o.label);
    expect(labels.join(" ")).not.toMatch(/blood|gun|scary/i);
  });

  it.each(INNOCENT)("keeps the innocent words %s as typed", async (description) => {
    const made = await generatePicture(browser(t.app, "198.51.100.72"), description);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().description).toBe(description);
  });
});

describe("stories", () => {
  it("refuses an insult in the title or the story", async () => {
    const send = browser(t.app, "198.51.100.73");
    for (const [title, story] of [
      ["Stupid dog", "The dog ran to the park."],
      ["The dog", `There was ${INSULT}. It ran to the park.`],
    ] as const) {
      const refused = await generateStory(send, title, story);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/kind words/);
    }
  });

  it("softens the title and scenes it tells, saves softened words and retells them softened", async () => {
    const { send } = await createSignedInUser(t, { ipAddress: "198.51.100.74" });
    const told = await generateStory(
      send,
      "The Scary Night",
      `There was ${SCARY}. The monster met a dragon in the garden.`,
    );
    expect(told.statusCode, told.body).toBe(201);
    const story = ZGeneratedStory.parse(told.json());
    const scenesText = story.scenes.map((scene) => scene.scene).join(" ");
    expect(story.title).toBe("The Silly Night");
    expect(story.story).toBe(`There was ${SOFTENED}. The monster met a dragon in the garden.`);
    expect(scenesText).toContain("silly monster");
    expect(scenesText).not.toMatch(/scary|blood|gun\b/i);

    const saved = await send({
      method: "POST",
      url: "/api/stories",
      payload: {
        title: "A Scary Night",
        content: SCARY,
        mood: "happy",
        colorTheme: "sunset",
        scenes: story.scenes.map(({ sceneNumber, imageUrl }) => ({
          sceneNumber,
          description: `${SCARY} in scene ${sceneNumber}`,
          imageUrl,
        })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const kept = ZStory.parse(saved.json());
    expect(kept.title).toBe("A Silly Night");
    expect(kept.content).toBe(SOFTENED);
    expect(kept.scenes.map((scene) => scene.description)).toEqual(
      story.scenes.map(({ sceneNumber }) => `${SOFTENED} in scene ${sceneNumber}`),
    );

    const retold = await send({
      method: "POST",
      url: "/api/stories/regenerate-text",
      payload: { title: "The Scary Night", scenes: [{ sceneNumber: 1, scene: SCARY }] },
    });
    expect(retold.statusCode, retold.body).toBe(200);
    expect(JSON.stringify(retold.json())).not.toMatch(/scary|blood|gun\b/i);
  });
});

describe("diary and messages", () => {
  it("refuses an insult in a diary title and softens scary notes", async () => {
    const { send } = await createSignedInUser(t, { ipAddress: "198.51.100.75" });
    const picture = (await generatePicture(send, "a happy dog")).json();
    const refused = await send({
      method: "POST",
      url: "/api/diary/save",
      payload: { imageId: picture.id, title: "My stupid dog" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(KID_SAFE_REFUSAL_MESSAGE);
    const saved = await send({
      method: "POST",
      url: "/api/diary/save",
      payload: { imageId: picture.id, title: "Dick Whittington", notes: SCARY },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ title: "Dick Whittington", notes: SOFTENED });
  });

  it("refuses an insult in a message and delivers scary words softened", async () => {
    const ada = await createSignedInUser(t, { ipAddress: "198.51.100.76" });
    const ben = await createSignedInUser(t, { ipAddress: "198.51.100.77" });
    await connectFamilies(t, ada, ben);
    const message = (content: string) =>
      ada.send({
        method: "POST",
        url: "/api/messages/send",
        payload: { toUserId: ben.body.username, subject: "Hello", content },
      });
    const refused = await message(`You are ${INSULT}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MESSAGE_TEXT.kindWords);
    expect((await message(`I drew ${SCARY}`)).statusCode).toBe(201);
    const inbox = (await ben.send({ method: "GET", url: "/api/messages/inbox" })).json();
    expect(inbox.messages[0].content).toBe(`I drew ${SOFTENED}`);
  });
});
