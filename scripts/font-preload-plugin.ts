/**
 * Every page's first screen shows Fredoka 600 and 700 (headings, buttons) and Nunito 400 (text).
 * A browser fetches a font only once text in it is laid out, which here is after the page's
 * script has run; preloading these three from index.html fetches them alongside the script
 * instead of after it, so the words appear in their own letters sooner.
 */
import type { Plugin } from "vite";

export const FIRST_SCREEN_FONTS = [
  "fredoka-latin-600-normal",
  "fredoka-latin-700-normal",
  "nunito-latin-400-normal",
] as const;

export function fontPreload(): Plugin {
  return {
    name: "doodle-font-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        const files = Object.keys(bundle ?? {});
        return FIRST_SCREEN_FONTS.map((font) => {
          const file = files.find((name) => name.includes(`/${font}-`) && name.endsWith(".woff2"));
          if (!file) throw new Error(`font-preload: the build has no ${font}.woff2`);
          return {
            tag: "link",
            attrs: {
              rel: "preload",
              href: `/${file}`,
              as: "font",
              type: "font/woff2",
              crossorigin: true,
            },
            injectTo: "head",
          };
        });
      },
    },
  };
}
