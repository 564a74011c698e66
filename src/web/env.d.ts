/// <reference types="vite-plugin-pwa/vanillajs" />

/** The offline artwork pack's address (built by scripts/artwork-pack-plugin.ts). */
declare module "virtual:artwork-pack-url" {
  const url: string;
  export default url;
}
