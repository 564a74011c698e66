import artworkPackUrl from "virtual:artwork-pack-url";

let loading: Promise<Map<string, string>> | undefined;

/**
 * The artwork the illustrator names, as one file (precached by the service worker, so it loads
 * offline). Fetched once per page; a failed fetch is forgotten so the next picture tries again.
 */
export function loadArtworkPack(): Promise<Map<string, string>> {
  loading ??= fetch(artworkPackUrl)
    .then(async (response) => {
      if (!response.ok) throw new Error(`The drawings could not be loaded (${response.status})`);
      const pack = (await response.json()) as Record<string, string>;
      return new Map(Object.entries(pack));
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
