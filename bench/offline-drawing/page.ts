// The bench page: the app's own offline drawing, callable from Playwright.
import { drawInBrowser } from "../../src/web/features/offline/draw-in-browser";

declare global {
  interface Window {
    benchDraw(description: string): Promise<{ ms: number; pngBase64: string; seed: number }>;
  }
}

window.benchDraw = async (description) => {
  const started = performance.now();
  const { png, seed } = await drawInBrowser(description, "en");
  const ms = performance.now() - started;
  const bytes = new Uint8Array(await png.arrayBuffer());
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { ms, pngBase64: btoa(binary), seed };
};
