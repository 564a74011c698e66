import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZImageList } from "../../shared/contracts/images";
import { createSignedInUser } from "../test/account-factory";
import { browser, createTestApp, type TestApp } from "../test/test-app";

// Whatever writes to the database (another service, a sweep, an operator's SQL), the answers the
// server keeps in memory on the embedded database never outlive the change.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRIAL_IMAGES: "50" } });
});
afterAll(() => t.close());

const galleryOf = async (send: ReturnType<typeof browser>) =>
  ZImageList.parse((await send({ method: "GET", url: "/api/images" })).json());

describe("answers kept between changes", () => {
  it("a gallery shows a picture changed or removed behind the service's back at once", async () => {
    const send = browser(t.app, "198.51.100.81");
    await send({ method: "POST", url: "/api/images/generate", payload: { description: "a cat" } });
    const [picture] = await galleryOf(send);
    expect((await galleryOf(send)).map((image) => image.description)).toEqual(["a cat"]);

    await t.db.execute(
      sql`update generated_images set description = 'a sleepy cat' where id = ${picture!.id}`,
    );
    expect((await galleryOf(send)).map((image) => image.description)).toEqual(["a sleepy cat"]);

    await t.db.execute(sql`delete from generated_images where id = ${picture!.id}`);
    expect(await galleryOf(send)).toEqual([]);
  });

  it("a visitor's pictures follow them into the account they sign up for", async () => {
    const send = browser(t.app, "198.51.100.82");
    await send({ method: "POST", url: "/api/images/generate", payload: { description: "a dog" } });
    expect(await galleryOf(send)).toHaveLength(1);
    await createSignedInUser(t, { send });
    expect((await galleryOf(send)).map((image) => image.description)).toEqual(["a dog"]);
  });

  it("a session ends at once when its row goes or its user's sessions are revoked", async () => {
    const { send, user } = await createSignedInUser(t, { ipAddress: "198.51.100.83" });
    const me = () => send({ method: "GET", url: "/api/auth/user" });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    await t.db.execute(sql`update users set sessions_revoked_at = now() where id = ${user.id}`);
    expect((await me()).statusCode).toBe(401);

    const again = await createSignedInUser(t, { ipAddress: "198.51.100.84" });
    const meAgain = () => again.send({ method: "GET", url: "/api/auth/user" });
    expect((await meAgain()).statusCode).toBe(200);
    await t.db.execute(sql`delete from sessions where user_id = ${again.user.id}`);
    expect((await meAgain()).statusCode).toBe(401);
  });
});
