import {
  GALLERY_LINK_HEADER,
  GALLERY_TOTAL_HEADER,
  olderPageUrlOf,
} from "@/shared/contracts/gallery-pages";
import type { TGalleryImage } from "@/shared/contracts/images";
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from "@tanstack/react-query";
import { ApiError, answerOf, apiRequest, checkedByServer, getJson } from "@/web/lib/api";

export const IMAGES_KEY = ["/api/images"] as const;
export const GALLERY_POLL_MS = 10_000;
export const GALLERY_STALE_MS = 5_000;

/** One page of the gallery as the server answered it. */
export interface TGalleryPage {
  pictures: TGalleryImage[];
  /** Every picture in the gallery, on any page. */
  total: number;
  /** The next older page's address, or null on the last page. */
  olderUrl: string | null;
}
export type TGalleryPages = InfiniteData<TGalleryPage>;

async function fetchGalleryPage(url: string): Promise<TGalleryPage> {
  try {
    const response = await apiRequest("GET", url);
    // The first screen's gallery: read without zod (see checkedByServer).
    const pictures = await answerOf(response, checkedByServer<TGalleryImage[]>());
    return {
      pictures,
      total: Number(response.headers.get(GALLERY_TOTAL_HEADER) ?? pictures.length),
      olderUrl: olderPageUrlOf(response.headers.get(GALLERY_LINK_HEADER)),
    };
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`Failed to fetch images: ${error.statusText}`);
    throw error;
  }
}

/**
 * The gallery, newest first, a page at a time; polled every 10 s and stale after 5 s (spec
 * section 9). A poll asks again for every page shown, each answered 304 while it is unchanged.
 */
const galleryQuery = infiniteQueryOptions({
  queryKey: IMAGES_KEY,
  queryFn: ({ pageParam }) => fetchGalleryPage(pageParam),
  initialPageParam: IMAGES_KEY[0] as string,
  getNextPageParam: (page: TGalleryPage) => page.olderUrl ?? undefined,
  refetchInterval: GALLERY_POLL_MS,
  staleTime: GALLERY_STALE_MS,
  // Asked even offline: the service worker answers with the gallery last seen.
  networkMode: "offlineFirst",
});

/** The gallery's pages, with its total and "Show older pictures". */
export function useGalleryPages() {
  return useInfiniteQuery(galleryQuery);
}

export const picturesOf = (pages: TGalleryPages) => pages.pages.flatMap((page) => page.pictures);

/** The pictures the gallery has shown so far, newest first, for the picture pickers. */
export function useImages() {
  return useInfiniteQuery({ ...galleryQuery, select: picturesOf });
}

/** The gallery with a picture just made added at the top, until the next answer says so too. */
export function withNewPicture(shown: TGalleryPages | undefined, picture: TGalleryImage) {
  const [newest, ...older] = shown?.pages ?? [];
  if (!shown || !newest) return shown;
  const isShown = shown.pages.some((page) => page.pictures.some(({ id }) => id === picture.id));
  const pictures = [picture, ...newest.pictures.filter(({ id }) => id !== picture.id)];
  return {
    ...shown,
    pages: [{ ...newest, pictures, total: newest.total + (isShown ? 0 : 1) }, ...older],
  };
}

/** One picture with what it shows and where, for the detail dialog; pictures never change. */
export function usePictureDetails(imageId: string | undefined) {
  return useQuery({
    queryKey: [IMAGES_KEY[0], imageId],
    queryFn: () =>
      getJson(`${IMAGES_KEY[0]}/${encodeURIComponent(imageId ?? "")}`, () =>
        import("@/shared/contracts/images").then((contracts) => contracts.ZImage),
      ),
    enabled: imageId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/images/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMAGES_KEY }),
  });
}
