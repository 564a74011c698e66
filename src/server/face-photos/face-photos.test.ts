import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FACE_PHOTO_MESSAGES,
  ZFacePhoto,
  ZFacePhotoList,
  type TFacePhoto,
} from "../../shared/contracts/face-photos";
import { ID_NOT_VALID_MESSAGE } from "../../shared/contracts/text";
import { appSettings, facePhotos } from "../db/schema";
import { createSignedInUser, type Send } from "../test/account-factory";
import { browser, createTestApp, type TestApp } from "../test/test-app";
import {
  createPremiumFamily,
  dataUrl,
  decompressionBombPng,
  facePhotoJpegWithLocation,
  facePhotoPng,
} from "./face-photos.test-support";

let t: TestApp;
let photo: string;
beforeAll(async () => {
  t = await createTestApp();
  photo = dataUrl(await facePhotoPng());
});
afterAll(() => t.close());

const upload = (send: Send, payload: Record<string, unknown>) =>
  send({ method: "POST", url: "/api/face-photos", payload });
const uploadPhoto = async (send: Send, name = "me.jpg") => {
  const response = await upload(send, { name, imageUrl: photo, isActive: false });
  expect(response.statusCode, response.body).toBe(201);
  return ZFacePhoto.parse(response.json());
};
const activate = (send: Send, id: string) =>
  send({ method: "PUT", url: `/api/face-photos/${id}/activate` });
const listPhotos = async (send: Send) =>
  ZFacePhotoList.parse((await send({ method: "GET", url: "/api/face-photos" })).json());
const mediaFiles = () => readdirSync(t.config.mediaDir).sort();
const mediaPath = (url: string) => path.join(t.config.mediaDir, path.basename(url));

describe("face photo calls", () => {
  it("answer 401 to visitors", async () => {
    const send = browser(t.app, "192.0.2.200");
    const id = crypto.randomUUID();
    for (const request of [
      { method: "GET" as const, url: "/api/face-photos" },
      { method: "GET" as const, url: "/api/face-photos/active" },
      { method: "POST" as const, url: "/api/face-photos", payload: { imageUrl: photo } },
      { method: "DELETE" as const, url: `/api/face-photos/${id}` },
      { method: "PUT" as const, url: `/api/face-photos/${id}/activate` },
    ]) {
      const response = await send(request);
      expect(response.statusCode, request.url).toBe(401);
      expect(response.json().message).toBe("Please sign in first.");
    }
  });

  it("need a plan with face swap to upload or switch on, with the way up", async () => {
    const { send } = await createSignedInUser(t, { ipAddress: "192.0.2.201" });
    const before = mediaFiles();
    const refused = await upload(send, { name: "me", imageUrl: photo });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: FACE_PHOTO_MESSAGES.needsPlan,
      title: FACE_PHOTO_MESSAGES.needsPlanTitle,
    });
    expect(refused.json().message).toMatch(/Upgrade to Premium/);
    expect(mediaFiles()).toEqual(before);
    const toggle = await send({
      method: "PUT",
      url: "/api/settings",
      payload: { faceSwapEnabled: "true" },
    });
    expect(toggle.statusCode).toBe(403);
    expect((await send({ method: "GET", url: "/api/settings" })).json().faceSwapEnabled).toBe(
      "false",
    );
    // Seeing and removing their photos never needs a plan.
    expect(await listPhotos(send)).toEqual([]);
    const active = await send({ method: "GET", url: "/api/face-photos/active" });
    expect(active.statusCode).toBe(200);
    expect(active.json()).toBeNull();
  });

  it("store a clean 512×512 PNG under an unguessable name, with the file's name", async () => {
    const { send } = await createPremiumFamily(t, "192.0.2.202");
    const camera = await facePhotoJpegWithLocation();
    expect((await sharp(camera).metadata()).exif?.includes(Buffer.from("Doodle Cam"))).toBe(true);
    const response = await upload(send, {
      name: "holiday.photo.jpg".split(".")[0],
      imageUrl: dataUrl(camera, "image/jpeg"),
      description: "At the seaside",
      isActive: false,
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = ZFacePhoto.parse(response.json());
    // The family's first photo is the active one (spec: one saved photo is active).
    expect(saved).toMatchObject({
      name: "holiday",
      description: "At the seaside",
      isActive: "true",
    });
    expect(saved.imageUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{22,}\.png$/);
    expect(response.body.length).toBeLessThan(1000);

    const file = await send({ method: "GET", url: saved.imageUrl });
    expect(file.statusCode).toBe(200);
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from("Doodle Cam"))).toBe(false);

    const unnamed = await upload(send, { name: "  ", imageUrl: photo });
    expect(unnamed.json().name).toBe("Face Photo");
    const list = await listPhotos(send);
    expect(list.map((entry) => entry.id)).toEqual([unnamed.json().id, saved.id]);
  });

  it.each([
    ["not a data URL", () => "https://example.com/me.png"],
    ["text labelled as a PNG", () => dataUrl(Buffer.from("<svg onload=alert(1)>"))],
    ["a JPEG that says it is a PNG", async () => dataUrl(await facePhotoJpegWithLocation())],
    ["a GIF", () => dataUrl(Buffer.from("R0lGODlhAQABAAAAACw=", "base64"), "image/gif")],
    ["a PNG cut short", async () => dataUrl((await facePhotoPng()).subarray(0, 200))],
    ["a decompression bomb PNG", () => dataUrl(decompressionBombPng())],
    ["a number", () => 42],
  ])("refuse %s with a readable 4xx and keep nothing", async (_case, makeImageUrl) => {
    const { send, user } = await createPremiumFamily(t, "192.0.2.203");
    const before = mediaFiles();
    const response = await upload(send, { name: "me", imageUrl: await makeImageUrl() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(FACE_PHOTO_MESSAGES.notAnImage);
    expect(mediaFiles()).toEqual(before);
    expect(await t.db.select().from(facePhotos).where(eq(facePhotos.userId, user.id))).toEqual([]);
  });

  it("refuse a 20 MB data URL with 413 and a readable message", async () => {
    const { send } = await createPremiumFamily(t, "192.0.2.204");
    const huge = `data:image/png;base64,${"A".repeat(20 * 1024 * 1024)}`;
    const response = await upload(send, { name: "big", imageUrl: huge });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toEqual(expect.any(String));
    const justOver = dataUrl(Buffer.alloc(2 * 1024 * 1024 + 10));
    const over = await upload(send, { name: "big", imageUrl: justOver });
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(FACE_PHOTO_MESSAGES.tooLarge);
  });

  it("keep at most 6 photos per family", async () => {
    const { send } = await createPremiumFamily(t, "192.0.2.205");
    for (let index = 0; index < 6; index++) await uploadPhoto(send, `photo${index}`);
    const before = mediaFiles();
    const seventh = await upload(send, { name: "one more", imageUrl: photo });
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json().message).toBe(FACE_PHOTO_MESSAGES.tooMany);
    expect(mediaFiles()).toEqual(before);
    expect(await listPhotos(send)).toHaveLength(6);
  });

  it("keep exactly one active photo, even when activations race", async () => {
    const { send, user } = await createPremiumFamily(t, "192.0.2.206");
    const photos: TFacePhoto[] = [];
    for (let index = 0; index < 5; index++) photos.push(await uploadPhoto(send, `p${index}`));
    const answers = await Promise.all(photos.map((entry) => activate(send, entry.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const active = (await listPhotos(send)).filter((entry) => entry.isActive === "true");
    expect(active).toHaveLength(1);
    const [settings] = await t.db.select().from(appSettings).where(eq(appSettings.userId, user.id));
    expect(settings?.activeFacePhotoId).toBe(active[0]?.id);

    const chosen = photos[1] as TFacePhoto;
    const answer = await activate(send, chosen.id);
    expect(ZFacePhoto.parse(answer.json())).toMatchObject({ id: chosen.id, isActive: "true" });
    const current = await send({ method: "GET", url: "/api/face-photos/active" });
    expect(current.json().id).toBe(chosen.id);
    expect((await listPhotos(send)).filter((entry) => entry.isActive === "true")).toHaveLength(1);
  });

  it("let the settings choose the active photo, own photos only", async () => {
    const mine = await createPremiumFamily(t, "192.0.2.207");
    const theirs = await createPremiumFamily(t, "192.0.2.208");
    const myPhoto = await uploadPhoto(mine.send);
    const theirPhoto = await uploadPhoto(theirs.send);
    const chosen = await mine.send({
      method: "PUT",
      url: "/api/settings",
      payload: { activeFacePhotoId: myPhoto.id, faceSwapEnabled: "true" },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ activeFacePhotoId: myPhoto.id, faceSwapEnabled: "true" });
    expect((await listPhotos(mine.send))[0]?.isActive).toBe("true");

    const stolen = await mine.send({
      method: "PUT",
      url: "/api/settings",
      payload: { activeFacePhotoId: theirPhoto.id },
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(FACE_PHOTO_MESSAGES.notFound);
    const crafted = await mine.send({
      method: "PUT",
      url: "/api/settings",
      payload: { activeFacePhotoId: "../../etc/passwd" },
    });
    expect(crafted.statusCode).toBe(400);
    expect(crafted.json().message).toBe(ID_NOT_VALID_MESSAGE);

    const none = await mine.send({
      method: "PUT",
      url: "/api/settings",
      payload: { activeFacePhotoId: null },
    });
    expect(none.json()).toMatchObject({ activeFacePhotoId: null, faceSwapEnabled: "false" });
    expect((await listPhotos(mine.send))[0]?.isActive).toBe("false");
  });

  it("touch only the family's own photos", async () => {
    const mine = await createPremiumFamily(t, "192.0.2.209");
    const theirs = await createPremiumFamily(t, "192.0.2.210");
    const theirPhoto = await uploadPhoto(theirs.send);
    for (const request of [
      { method: "DELETE" as const, url: `/api/face-photos/${theirPhoto.id}` },
      { method: "PUT" as const, url: `/api/face-photos/${theirPhoto.id}/activate` },
    ]) {
      const response = await mine.send(request);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(FACE_PHOTO_MESSAGES.notFound);
    }
    expect(await listPhotos(mine.send)).toEqual([]);
    expect(await listPhotos(theirs.send)).toHaveLength(1);
    expect(existsSync(mediaPath(theirPhoto.imageUrl))).toBe(true);
    const crafted = await mine.send({ method: "DELETE", url: "/api/face-photos/not-an-id" });
    expect(crafted.statusCode).toBe(400);
  });

  it("delete the active photo: none is active, face swap goes off, the file goes", async () => {
    const { send } = await createPremiumFamily(t, "192.0.2.211");
    const kept = await uploadPhoto(send, "kept");
    const doomed = await uploadPhoto(send, "doomed");
    expect((await activate(send, doomed.id)).statusCode).toBe(200);
    // A face is never kept by a browser past its deletion: every use asks the server again.
    const face = await send({ method: "GET", url: doomed.imageUrl });
    expect(face.statusCode).toBe(200);
    expect(face.headers["cache-control"]).toBe("private, no-cache");
    await send({ method: "PUT", url: "/api/settings", payload: { faceSwapEnabled: "true" } });

    const deleted = await send({ method: "DELETE", url: `/api/face-photos/${doomed.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(mediaPath(doomed.imageUrl))).toBe(false);
    const revalidated = await send({
      method: "GET",
      url: doomed.imageUrl,
      headers: { "if-none-match": String(face.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(404);
    const list = await listPhotos(send);
    expect(list.map((entry) => [entry.id, entry.isActive])).toEqual([[kept.id, "false"]]);
    const settings = (await send({ method: "GET", url: "/api/settings" })).json();
    expect(settings).toMatchObject({ activeFacePhotoId: null, faceSwapEnabled: "false" });
    expect((await send({ method: "GET", url: "/api/face-photos/active" })).json()).toBeNull();

    const again = await activate(send, doomed.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(FACE_PHOTO_MESSAGES.notFound);
  });

  it("make the family's first photo the active one, and the next ones only when asked", async () => {
    const { send } = await createPremiumFamily(t, "192.0.2.213");
    const first = await uploadPhoto(send, "first");
    expect(first.isActive).toBe("true");
    expect((await send({ method: "GET", url: "/api/face-photos/active" })).json().id).toBe(
      first.id,
    );
    const toggle = await send({
      method: "PUT",
      url: "/api/settings",
      payload: { faceSwapEnabled: "true" },
    });
    expect(toggle.statusCode, toggle.body).toBe(200);
    const second = await uploadPhoto(send, "second");
    expect(second.isActive).toBe("false");
    const list = await listPhotos(send);
    expect(list.filter((entry) => entry.isActive === "true").map((entry) => entry.id)).toEqual([
      first.id,
    ]);
  });

  it("switch Face Swap Mode on with the family's first photo, and leave the switch to them after", async () => {
    const { send } = await createPremiumFamily(t, "192.0.2.214");
    const faceSwapEnabled = async () =>
      (await send({ method: "GET", url: "/api/settings" })).json().faceSwapEnabled;
    expect(await faceSwapEnabled()).toBe("false");
    const first = await uploadPhoto(send, "first");
    expect(await faceSwapEnabled()).toBe("true");

    const off = await send({
      method: "PUT",
      url: "/api/settings",
      payload: { faceSwapEnabled: "false" },
    });
    expect(off.statusCode, off.body).toBe(200);
    const second = await uploadPhoto(send, "second");
    expect(await faceSwapEnabled()).toBe("false");

    // With every photo gone the switch went off; the next photo is a first one again.
    for (const { id } of [first, second]) {
      expect((await send({ method: "DELETE", url: `/api/face-photos/${id}` })).statusCode).toBe(
        204,
      );
    }
    await uploadPhoto(send, "new start");
    expect(await faceSwapEnabled()).toBe("true");
  });

  it("save a photo as active straight away when asked", async () => {
    const { send } = await createPremiumFamily(t, "192.0.2.212");
    const response = await upload(send, { name: "me", imageUrl: photo, isActive: "true" });
    expect(response.json().isActive).toBe("true");
    expect((await send({ method: "GET", url: "/api/settings" })).json().activeFacePhotoId).toBe(
      response.json().id,
    );
  });
});
