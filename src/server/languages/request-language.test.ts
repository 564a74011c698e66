import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE, type Language } from "../../shared/languages";
import { createBuiltinIllustrator } from "../providers/images/builtin-illustrator";
import type { ImageProvider } from "../providers/images/image-provider";
import { createSignedInUser } from "../test/account-factory";
import { browser, createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";

beforeAll(prepareTestDatabase);

/**
 * The built-in illustrator, telling the language each picture was asked in. It draws a story's
 * scenes from their words (no `renderScene`), as an engine that cannot draw a composed scene does.
 */
function listeningIllustrator() {
  const real = createBuiltinIllustrator();
  const heard: Array<{ description: string; language: Language | undefined }> = [];
  const provider: ImageProvider = {
    name: real.name,
    generate: (description, options = {}) => {
      heard.push({ description, language: options.language });
      return real.generate(description, options);
    },
  };
  return { provider, heard };
}

describe("the language of a request, as the picture and story engines are given it", () => {
  const illustrator = listeningIllustrator();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ imageProvider: illustrator.provider });
  });
  afterAll(() => t.close());

  const drawIn = async (send: ReturnType<typeof browser>, headers: Record<string, string>) => {
    const description = `un perro rojo ${illustrator.heard.length}`;
    const response = await send({
      method: "POST",
      url: "/api/images/generate",
      payload: { description },
      headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    return illustrator.heard.find((heard) => heard.description === description)?.language;
  };

  it("is a visitor's footer choice, else the browser's Accept-Language", async () => {
    expect(
      await drawIn(browser(t.app, "192.0.2.21"), { "accept-language": "es-ES,en;q=0.8" }),
    ).toBe("es");
    expect(
      await drawIn(browser(t.app, "192.0.2.22"), {
        "accept-language": "es",
        cookie: `${LANGUAGE_COOKIE}=de`,
      }),
    ).toBe("de");
    expect(await drawIn(browser(t.app, "192.0.2.23"), { "accept-language": "nl, ja" })).toBe("en");
  });

  it("is the family's own setting before the device's", async () => {
    const { send } = await createSignedInUser(t, { ipAddress: "192.0.2.24" });
    expect(await drawIn(send, { "accept-language": "it" })).toBe("it");
    await send({ method: "PUT", url: "/api/settings", payload: { language: "fr" } });
    expect(await drawIn(send, { "accept-language": "it" })).toBe("fr");
  });

  it("tells a story's scenes in it", async () => {
    const send = browser(t.app, "192.0.2.25");
    const story = "Un gato azul vivía en una casa. Un día encontró una pelota roja.";
    const response = await send({
      method: "POST",
      url: "/api/stories/generate",
      payload: { title: "El gato", story },
      headers: { "accept-language": "pt-BR" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const scenes = illustrator.heard.filter((heard) => story.includes(heard.description));
    expect(scenes.length).toBeGreaterThan(0);
    expect(scenes.map((scene) => scene.language)).toEqual(scenes.map(() => "pt"));
  });
});
