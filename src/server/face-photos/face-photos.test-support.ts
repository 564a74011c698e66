/** Photos and families for the face photo and face swap tests. */
import { deflateSync, crc32 } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { expect } from "vitest";
import { ZFacePhoto } from "../../shared/contracts/face-photos";
import { users } from "../db/schema";
import { createSignedInUser } from "../test/account-factory";
import type { TestApp } from "../test/test-app";

export const dataUrl = (bytes: Buffer, type = "image/png") =>
  `data:${type};base64,${bytes.toString("base64")}`;

/** A photo-like face: a skin oval with eyes and a mouth on a blue background. */
export async function facePhotoPng(size = 600, skin = "#e8b08f"): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
    <rect width="100" height="100" fill="#7aa7d8"/>
    <ellipse cx="50" cy="52" rx="28" ry="36" fill="${skin}"/>
    <circle cx="39" cy="45" r="4" fill="#3b2a20"/><circle cx="61" cy="45" r="4" fill="#3b2a20"/>
    <path d="M38 68 Q50 78 62 68" stroke="#9c3d3d" stroke-width="3" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The same face as a camera JPEG that carries a GPS location in its EXIF. */
export async function facePhotoJpegWithLocation(): Promise<Buffer> {
  return sharp(await facePhotoPng(800))
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "Doodle Cam", Model: "Test" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" },
    })
    .toBuffer();
}

/** A tiny PNG whose header claims 30000 × 30000 pixels: decoding it would take 2.7 GB. */
export function decompressionBombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30000, 0);
  header.writeUInt32BE(30000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024 * 1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A signed-in family on a plan with face swap. */
export async function createPremiumFamily(t: TestApp, ipAddress: string, now = new Date()) {
  const family = await createSignedInUser(t, { ipAddress });
  await t.db
    .update(users)
    .set({
      subscriptionPlan: "premium",
      subscriptionEndDate: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000),
    })
    .where(eq(users.id, family.user.id));
  return family;
}

/** A premium family with a bright green face photo, active, and face swap on. */
export async function createFamilyWithFaceSwap(t: TestApp, ipAddress: string) {
  const family = await createPremiumFamily(t, ipAddress);
  const upload = await family.send({
    method: "POST",
    url: "/api/face-photos",
    payload: { name: "me", imageUrl: dataUrl(await facePhotoPng(512, "#22c55e")), isActive: true },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const settings = await family.send({
    method: "PUT",
    url: "/api/settings",
    payload: { faceSwapEnabled: "true" },
  });
  expect(settings.statusCode).toBe(200);
  return { ...family, photo: ZFacePhoto.parse(upload.json()) };
}
