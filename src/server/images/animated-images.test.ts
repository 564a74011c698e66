import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZAnimatedImageList } from "../../shared/contracts/animated-images";
import { createSignedInUser } from "../test/account-factory";
import { insertPictures, insertStories } from "../test/admin-factory";
import { createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";
import { generatedImages, stories } from "../db/schema";
import { eq } from "drizzle-orm";

let t: TestApp;
beforeAll(async () => {
  await prepareTestDatabase();
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe("GET /api/images/animated", () => {
  it("answers the user's own pictures, newest first, with what each shows and where", async () => {
    const { send } = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    for (const description of ["a happy dog", "a friendly dragon in a flower garden"]) {
      const made = await send({
        method: "POST",
        url: "/api/images/generate",
        payload: { description },
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    await insertPictures(t.db, { userId: other.user.id }, [new Date().toISOString()]);

    const response = await send({ method: "GET", url: "/api/images/animated" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const pictures = ZAnimatedImageList.parse(response.json());
    expect(pictures.map((picture) => picture.description)).toEqual([
      "a friendly dragon in a flower garden",
      "a happy dog",
    ]);
    const dragon = pictures[0]!.detectedObjects.find((object) => object.label === "dragon");
    expect(dragon?.boundingBox.width).toBeGreaterThan(0.1);
    for (const { boundingBox } of pictures.flatMap((picture) => picture.detectedObjects)) {
      expect(boundingBox.x + boundingBox.width).toBeLessThanOrEqual(1.0001);
      expect(boundingBox.y + boundingBox.height).toBeLessThanOrEqual(1.0001);
    }
  });

  it("leaves out story scene pictures, saved or not, which belong to their story", async () => {
    const { send, user } = await createSignedInUser(t);
    await insertStories(t.db, user.id, [new Date().toISOString()]);
    const [story] = await t.db.select().from(stories).where(eq(stories.userId, user.id));
    const [saved, unsaved] = await insertPictures(t.db, { userId: user.id }, [
      new Date().toISOString(),
      new Date().toISOString(),
    ]);
    await t.db
      .update(generatedImages)
      .set({ storyId: story!.id, isStoryScene: true })
      .where(eq(generatedImages.id, saved!));
    await t.db
      .update(generatedImages)
      .set({ isStoryScene: true })
      .where(eq(generatedImages.id, unsaved!));
    const response = await send({ method: "GET", url: "/api/images/animated" });
    expect(response.json()).toEqual([]);
  });
});
