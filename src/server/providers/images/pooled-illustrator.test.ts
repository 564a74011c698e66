import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { threadId } from "node:worker_threads";
import { composeScene } from "../../../illustrator";
import { IMAGE_SIZE } from "../../../shared/limits";
import { createBuiltinIllustrator } from "./builtin-illustrator";
import {
  createPooledIllustrator,
  DRAWING_BUSY_MESSAGE,
  type PooledIllustrator,
} from "./pooled-illustrator";

describe("pooled illustrator", () => {
  let pool: PooledIllustrator | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it("draws in worker threads the same picture the built-in illustrator draws", async () => {
    pool = createPooledIllustrator({ threads: 2 });
    expect(pool.stats().threads).toBe(0);
    const description = "three ducks swimming in a pond";
    const [pooled, again] = await Promise.all([
      pool.generate(description, { seed: 4 }),
      pool.generate(description, { seed: 4 }),
    ]);
    const direct = await createBuiltinIllustrator().generate(description, { seed: 4 });
    expect(Buffer.isBuffer(pooled.png)).toBe(true);
    expect(pooled.png.equals(direct.png)).toBe(true);
    expect(again.thumbnail.equals(direct.thumbnail)).toBe(true);
    expect(pooled.detectedObjects).toEqual(direct.detectedObjects);
    expect((await sharp(pooled.png).metadata()).width).toBe(IMAGE_SIZE);
    expect(pool.stats()).toEqual({ threads: 2, running: 0, queued: 0 });
    expect(threadId).toBe(0);
  });

  it("warms every thread up with a picture, ready for the first family's", async () => {
    pool = createPooledIllustrator({ threads: 2 });
    await pool.warmUp();
    expect(pool.stats()).toEqual({ threads: 2, running: 0, queued: 0 });
  });

  it("renders a composed scene (stories) in a thread", async () => {
    pool = createPooledIllustrator({ threads: 1 });
    const scene = composeScene("a bunny in the forest", { seed: 2 });
    const picture = await pool.renderScene(scene);
    const direct = await createBuiltinIllustrator().renderScene(scene);
    expect(picture.png.equals(direct.png)).toBe(true);
  });

  it("refuses with a readable 503 past its queue, and still draws what it accepted", async () => {
    pool = createPooledIllustrator({ threads: 1, maxQueued: 2 });
    const accepted = [1, 2, 3].map((n) => pool!.generate(`a happy dog number ${n}`));
    await expect(pool.generate("one too many")).rejects.toMatchObject({
      statusCode: 503,
      message: DRAWING_BUSY_MESSAGE,
    });
    const pictures = await Promise.all(accepted);
    expect(pictures).toHaveLength(3);
  });

  it("stops its threads on close, refusing what still waits", async () => {
    pool = createPooledIllustrator({ threads: 1, maxQueued: 4 });
    const running = pool.generate("a cat");
    const waiting = pool.generate("a dog");
    const closed = pool.close();
    await expect(waiting).rejects.toMatchObject({ statusCode: 503 });
    await expect(running).resolves.toHaveProperty("png");
    await closed;
    expect(pool.stats().threads).toBe(0);
    await expect(pool.generate("after close")).rejects.toMatchObject({ statusCode: 503 });
  });
});
