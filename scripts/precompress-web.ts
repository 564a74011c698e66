// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the built web app, so
// the server sends them as they are (@fastify/static `preCompressed`) instead of compressing on
// every request or not at all. Run by `npm run build` after `vite build`.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|map)$/;
/** Below this a compressed copy saves less than the extra header costs. */
const MIN_BYTES = 1024;

export function precompressWebApp(webDir: string): { files: number; bytes: number; br: number } {
  const totals = { files: 0, bytes: 0, br: 0 };
  for (const file of listFiles(webDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gz = gzipSync(content, { level: 9 });
    if (br.length < content.length) writeFileSync(`${file}.br`, br);
    if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
    totals.files++;
    totals.bytes += content.length;
    totals.br += Math.min(br.length, content.length);
  }
  return totals;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const webDir = process.argv[2] ?? "dist/web";
  const { files, bytes, br } = precompressWebApp(webDir);
  console.log(
    `precompressed ${files} files in ${webDir}: ${(bytes / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`,
  );
}
