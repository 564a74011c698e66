/** This language's catalogs, each loaded on its own when a screen first needs it. */
export const areaCatalogs = import.meta.glob<Record<string, string>>("./*.json", {
  import: "default",
});
