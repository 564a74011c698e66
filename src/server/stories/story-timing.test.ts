import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZStoryTiming } from "../../shared/contracts/stories";
import { createBuiltinIllustrator } from "../providers/images/builtin-illustrator";
import type { ImageProvider } from "../providers/images/image-provider";
import { browser, createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";

beforeAll(prepareTestDatabase);

const THREE_SENTENCES =
  "A purple dragon lived in a big castle. One day the dragon found a red ball. The purple dragon played with the ball in the garden.";
/** How long each scene takes to draw on this test's clock. */
const SCENE_MS = 700;

describe("GET /api/stories/timing", () => {
  let clockMs = Date.parse("2026-11-27T12:00:00Z");
  let t: TestApp;
  /** The built-in illustrator on a clock that moves SCENE_MS for each scene it draws. */
  function timedIllustrator(): ImageProvider {
    const real = createBuiltinIllustrator();
    return {
      name: real.name,
      generate: real.generate,
      renderScene: async (scene) => {
        const picture = await real.renderScene(scene);
        clockMs += SCENE_MS;
        return picture;
      },
    };
  }
  beforeAll(async () => {
    t = await createTestApp({ imageProvider: timedIllustrator(), now: () => new Date(clockMs) });
  });
  afterAll(() => t.close());

  it("says how long a story's scene typically takes, measured on the stories made", async () => {
    const send = browser(t.app);
    const before = await send({ method: "GET", url: "/api/stories/timing" });
    expect(before.statusCode).toBe(200);
    expect(ZStoryTiming.parse(before.json()).typicalMsPerScene).toBe(2_000);

    const made = await send({
      method: "POST",
      url: "/api/stories/generate",
      payload: { title: "The Dragon's Ball", story: THREE_SENTENCES },
    });
    expect(made.statusCode, made.body).toBe(201);
    const after = await send({ method: "GET", url: "/api/stories/timing" });
    expect(ZStoryTiming.parse(after.json())).toEqual({ typicalMsPerScene: SCENE_MS });
  });
});
