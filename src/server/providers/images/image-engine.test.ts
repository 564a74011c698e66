import { describe, expect, it } from "vitest";
import type { Scene } from "../../../illustrator";
import { createImageEngine } from "./image-engine";
import type { DrawOptions, GeneratedPicture, ImageProvider } from "./image-provider";
import { createRecentDurations } from "./recent-durations";

const pictureBy = (engine: GeneratedPicture["engine"], provider: string): GeneratedPicture => ({
  png: Buffer.from("png"),
  thumbnail: Buffer.from("webp"),
  thumbnailContentType: "image/webp",
  detectedObjects: [],
  engine,
  provider,
});

function fakes(options: { modelFails?: boolean } = {}) {
  const calls: string[] = [];
  const warnings: string[] = [];
  let time = 0;
  const builtin = {
    generate: (description: string) => {
      calls.push(`builtin:${description}`);
      time += 500;
      return Promise.resolve(pictureBy("builtin", "builtin-illustrator"));
    },
    renderScene: (_scene: Scene) => {
      calls.push("builtin:scene");
      return Promise.resolve(pictureBy("builtin", "builtin-illustrator"));
    },
  };
  const model: ImageProvider = {
    name: "openai-images:fake",
    generate: (description) => {
      calls.push(`model:${description}`);
      time += 12_000;
      return options.modelFails
        ? Promise.reject(new Error("The image engine answered 500"))
        : Promise.resolve(pictureBy("api", "openai-images:fake"));
    },
  };
  const log = { warn: (_details: object, message: string) => void warnings.push(message) };
  return { builtin, model, log, calls, warnings, clock: () => time };
}

const consented = { mayUseOutsideEngine: true };

describe("the image engine", () => {
  it("draws with the built-in illustrator when no model is configured", async () => {
    const { builtin, log, calls, clock } = fakes();
    const engine = createImageEngine({ builtin, model: null, log, clock });
    await expect(engine.generate("a cat")).resolves.toMatchObject({ engine: "builtin" });
    expect(calls).toEqual(["builtin:a cat"]);
    expect(engine.info(true)).toEqual({ engine: "builtin", typicalSeconds: 1 });
  });

  it("draws with the model when it answers and the family consented", async () => {
    const { builtin, model, log, calls, clock } = fakes();
    const engine = createImageEngine({ builtin, model, log, clock });
    await expect(engine.generate("a cat", consented)).resolves.toMatchObject({ engine: "api" });
    expect(calls).toEqual(["model:a cat"]);
    expect(engine.info(true)).toEqual({ engine: "api", typicalSeconds: 12 });
  });

  it("never asks the model for a family without a grown-up's consent", async () => {
    const { builtin, model, log, calls, clock } = fakes();
    const engine = createImageEngine({ builtin, model, log, clock });
    await expect(engine.generate("a cat")).resolves.toMatchObject({ engine: "builtin" });
    await expect(engine.generate("a dog", { mayUseOutsideEngine: false })).resolves.toMatchObject({
      engine: "builtin",
    });
    expect(calls).toEqual(["builtin:a cat", "builtin:a dog"]);
    expect(engine.info(false)).toEqual({ engine: "builtin", typicalSeconds: 1 });
    expect(engine.info(true)).toEqual({ engine: "api", typicalSeconds: 20 });
  });

  it("lets the built-in illustrator draw when the model fails, and says so in the log", async () => {
    const { builtin, model, log, calls, warnings, clock } = fakes({ modelFails: true });
    const engine = createImageEngine({ builtin, model, log, clock });
    await expect(engine.generate("a cat", consented)).resolves.toMatchObject({
      engine: "builtin",
      provider: "builtin-illustrator",
    });
    expect(calls).toEqual(["model:a cat", "builtin:a cat"]);
    expect(warnings).toHaveLength(1);
    expect(engine.info(true).typicalSeconds).toBe(13);
  });

  it("draws a seeded picture (one a device drew offline) with the illustrator", async () => {
    const { builtin, model, log, calls, clock } = fakes();
    const engine = createImageEngine({ builtin, model, log, clock });
    await expect(engine.generate("a cat", { ...consented, seed: 42 })).resolves.toMatchObject({
      engine: "builtin",
    });
    expect(calls).toEqual(["builtin:a cat"]);
  });

  it("hands the illustrator the language of the words, with the seed of a device's picture", async () => {
    const { builtin, model, log } = fakes();
    const asked: object[] = [];
    const listening = {
      ...builtin,
      generate: (description: string, options: DrawOptions = {}) => {
        asked.push(options);
        return builtin.generate(description);
      },
    };
    const engine = createImageEngine({ builtin: listening, model, log });
    await engine.generate("un gato", { language: "es" });
    await engine.generate("un gato", { language: "es", seed: 7, mayUseOutsideEngine: true });
    expect(asked).toEqual([{ language: "es" }, { language: "es", seed: 7 }]);
  });

  it("keeps stories on the illustrator's composed scenes", async () => {
    const { builtin, model, log, calls } = fakes();
    const engine = createImageEngine({ builtin, model, log });
    await engine.renderScene({} as Scene);
    expect(calls).toEqual(["builtin:scene"]);
  });

  it("guesses before any picture was timed", () => {
    const { builtin, model, log } = fakes();
    expect(createImageEngine({ builtin, model, log }).info(true)).toEqual({
      engine: "api",
      typicalSeconds: 20,
    });
  });
});

describe("recent durations", () => {
  it("answers the median of the last ones kept", () => {
    const durations = createRecentDurations({ initialMs: 7, keep: 3 });
    expect(durations.typicalMs()).toBe(7);
    for (const ms of [100, 1, 50, 40]) durations.record(ms);
    expect(durations.typicalMs()).toBe(40);
    durations.record(60);
    expect(durations.typicalMs()).toBe(50);
  });
});
