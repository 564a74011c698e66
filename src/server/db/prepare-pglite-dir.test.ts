import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { preparePgliteDir } from "./prepare-pglite-dir";

let root: string;
let template: string;
let dir: string;
const notCalled = () => Promise.reject(new Error("setUp should not run"));

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "doodle-dino-pglite-dir-"));
  template = path.join(root, "template");
  mkdirSync(path.join(template, "base", "1"), { recursive: true });
  writeFileSync(path.join(template, "PG_VERSION"), "17\n");
  writeFileSync(path.join(template, "base", "1", "1259"), "catalog pages");
  dir = path.join(root, "data", "db");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("copies the whole template into a new data folder", async () => {
  await preparePgliteDir(dir, { templateDir: template, setUp: notCalled });

  expect(readFileSync(path.join(dir, "PG_VERSION"), "utf8")).toBe("17\n");
  expect(readFileSync(path.join(dir, "base", "1", "1259"), "utf8")).toBe("catalog pages");
  expect(existsSync(`${dir}.partial`)).toBe(false);
});

it("leaves an existing data folder as it is", async () => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "PG_VERSION"), "16\n");

  await preparePgliteDir(dir, { templateDir: template, setUp: notCalled });

  expect(readFileSync(path.join(dir, "PG_VERSION"), "utf8")).toBe("16\n");
  expect(existsSync(path.join(dir, "base"))).toBe(false);
});

it("throws away what a start killed half-way left, and begins again", async () => {
  const leftover = `${dir}.partial`;
  mkdirSync(path.join(leftover, "base"), { recursive: true });
  writeFileSync(path.join(leftover, "half-written"), "");

  await preparePgliteDir(dir, { templateDir: template, setUp: notCalled });

  expect(existsSync(path.join(dir, "half-written"))).toBe(false);
  expect(readFileSync(path.join(dir, "base", "1", "1259"), "utf8")).toBe("catalog pages");
  expect(existsSync(leftover)).toBe(false);
});

it("without a template, sets the folder up aside and moves it in only once complete", async () => {
  let setUpIn = "";
  await preparePgliteDir(dir, {
    templateDir: path.join(root, "no-template"),
    setUp: async (folder) => {
      setUpIn = folder;
      expect(existsSync(dir)).toBe(false);
      mkdirSync(folder);
      writeFileSync(path.join(folder, "PG_VERSION"), "17\n");
    },
  });

  expect(setUpIn).toBe(`${dir}.partial`);
  expect(readFileSync(path.join(dir, "PG_VERSION"), "utf8")).toBe("17\n");
});

it("leaves no data folder when setting it up fails", async () => {
  const failing = preparePgliteDir(dir, {
    setUp: async (folder) => {
      mkdirSync(folder);
      throw new Error("killed half-way");
    },
  });

  await expect(failing).rejects.toThrow("killed half-way");
  expect(existsSync(dir)).toBe(false);
});
