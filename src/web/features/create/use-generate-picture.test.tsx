// @vitest-environment jsdom
import type { TImage } from "@/shared/contracts/images";
import { QueryClient, QueryClientProvider, useInfiniteQuery } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IMAGES_KEY, type TGalleryPages } from "@/web/features/gallery/use-images";
import { useGeneratePicture } from "./use-generate-picture";

const picture = (id: string): TImage =>
  ({
    id,
    description: `picture ${id}`,
    imageUrl: `/media/${id}.png`,
    thumbnailUrl: `/media/${id}.webp`,
    faceSwappedUrl: null,
    createdAt: "2026-11-23T10:00:00.000Z",
    detectedObjects: [],
  }) as unknown as TImage;

afterEach(() => vi.unstubAllGlobals());

describe("useGeneratePicture", () => {
  it("answers as soon as the picture arrives, with it first in the gallery, while the list reloads", async () => {
    const galleryReloads: string[] = [];
    vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        return Promise.resolve(new Response(JSON.stringify(picture("new")), { status: 201 }));
      }
      if (url === IMAGES_KEY[0]) galleryReloads.push(url);
      return new Promise(() => {}); // a slow gallery reload that never comes back
    });
    const queryClient = new QueryClient();
    const shownPages: TGalleryPages = {
      pages: [
        { pictures: [picture("old")], total: 49, olderUrl: "/api/images?before=x" },
        { pictures: [picture("older")], total: 49, olderUrl: null },
      ],
      pageParams: ["/api/images", "/api/images?before=x"],
    };
    queryClient.setQueryData(IMAGES_KEY, shownPages);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    // The gallery on screen: fresh, so only the reload after the new picture asks the server.
    const { result } = renderHook(
      () => {
        useInfiniteQuery({
          queryKey: IMAGES_KEY,
          queryFn: () => fetch(IMAGES_KEY[0]),
          initialPageParam: IMAGES_KEY[0],
          getNextPageParam: () => undefined,
          staleTime: Infinity,
        });
        return useGeneratePicture();
      },
      { wrapper },
    );

    const arrived = vi.fn();
    result.current.mutate("a cat", { onSuccess: arrived });

    await waitFor(() => expect(arrived).toHaveBeenCalled());
    const shown = queryClient.getQueryData<TGalleryPages>(IMAGES_KEY);
    expect(shown?.pages.map((page) => page.pictures.map(({ id }) => id))).toEqual([
      ["new", "old"],
      ["older"],
    ]);
    expect(shown?.pages[0]?.total).toBe(50);
    expect(galleryReloads).toEqual(["/api/images"]);
  });
});
