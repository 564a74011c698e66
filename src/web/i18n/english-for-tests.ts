/**
 * Unit tests render components without the app's start (`startI18n`): every English area is put in
 * at once and English made current, so a component shows its English words on its first render.
 */
import { i18n } from "@lingui/core";
import type { TCatalogArea } from "./catalog-areas";
import { putArea } from "./catalogs-loader";

const englishCatalogs = import.meta.glob<Record<string, string>>("./catalogs/en/*.json", {
  eager: true,
  import: "default",
});
for (const [file, messages] of Object.entries(englishCatalogs)) {
  putArea("en", file.replace(/^.*\/(\w+)\.json$/, "$1") as TCatalogArea, messages);
}
i18n.activate("en");
