import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Reads a PDF back with poppler (Debian `poppler-utils`: pdfinfo, pdffonts, pdfimages,
 * pdftotext), a real PDF reader, so the tests see what a printer would.
 */
export async function readWithPoppler(pdf: Uint8Array) {
  const folder = await mkdtemp(path.join(tmpdir(), "book-pdf-"));
  const file = path.join(folder, "book.pdf");
  await writeFile(file, pdf);
  const tool = async (name: string, args: string[], after: string[] = []) => {
    try {
      return (await run(name, [...args, file, ...after], { cwd: folder })).stdout;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") {
        throw new Error(
          `${name} is missing: install poppler-utils (apt-get install poppler-utils)`,
        );
      }
      throw error;
    }
  };
  return {
    folder,
    info: () => tool("pdfinfo", ["-box", "-f", "1", "-l", "999"]),
    fonts: () => tool("pdffonts", []),
    images: () => tool("pdfimages", ["-list"]),
    /** Every word with its box, in points from the page's top left. */
    words: async () => {
      const html = await tool("pdftotext", ["-bbox"], ["-"]);
      const pages = html.split("<page ").slice(1);
      return pages.map((page) =>
        [
          ...page.matchAll(
            /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
          ),
        ].map((match) => ({
          xMin: Number(match[1]),
          yMin: Number(match[2]),
          xMax: Number(match[3]),
          yMax: Number(match[4]),
          text: unescapeHtml(match[5] ?? ""),
        })),
      );
    },
    /** Writes page `page`'s pictures as files named `<prefix>-NNN.jpg` in `folder`. */
    extractImages: async (page: number, prefix: string) => {
      await run("pdfimages", ["-j", "-f", String(page), "-l", String(page), file, prefix], {
        cwd: folder,
      });
    },
    close: () => rm(folder, { recursive: true, force: true }),
  };
}

/** `pdfimages -list` rows: page, width, height, x-ppi, y-ppi. */
export function imageRows(list: string) {
  return tableCells(list).map((cells) => {
    return {
      page: Number(cells[0]),
      width: Number(cells[3]),
      height: Number(cells[4]),
      xPpi: Number(cells[12]),
      yPpi: Number(cells[13]),
    };
  });
}

/** `pdffonts` rows: name and whether it is embedded. */
export function fontRows(list: string) {
  return tableCells(list).map((cells) => {
    return { name: cells[0] ?? "", isEmbedded: cells.at(-5) === "yes" };
  });
}

const unescapeHtml = (text: string) =>
  text
    .replaceAll("&apos;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** The cells of each row of a poppler table (below its header and rule lines). */
function tableCells(list: string): string[][] {
  return list
    .split("\n")
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => line.trim().split(/\s+/));
}
