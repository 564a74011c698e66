import type { TImage } from "@/shared/contracts/images";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { IMAGES_KEY, withNewPicture, type TGalleryPages } from "@/web/features/gallery/use-images";
import {
  isNoConnection,
  ownerKeyOf,
  type TOfflinePicture,
} from "@/web/features/offline/offline-picture";
import { OFFLINE_PICTURES_KEY } from "@/web/features/offline/use-offline-pictures";
import { checkedByServer, requestJson } from "@/web/lib/api";

export type TMadePicture =
  | { kind: "server"; image: TImage }
  /** No connection: drawn on the device, sent to the server when the connection returns. */
  | { kind: "offline"; picture: TOfflinePicture };

/**
 * POST /api/images/generate; with no connection the picture is drawn on the device instead.
 * Runs whatever the browser thinks of the network (it decides for itself). A server picture goes
 * straight into the gallery and the list is reloaded behind it: the child is never kept waiting
 * on the reload (issue 15 — the overlay used to hang at 100% until the gallery had come back).
 */
export function useGeneratePicture() {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const ownerKey = ownerKeyOf(user?.id);
  return useMutation({
    networkMode: "always",
    mutationFn: async (description: string): Promise<TMadePicture> => {
      const drawHere = async (): Promise<TMadePicture> => {
        const { makePictureOffline } = await import("@/web/features/offline/offline-pictures");
        return { kind: "offline", picture: await makePictureOffline(description, ownerKey) };
      };
      if (!navigator.onLine) return drawHere();
      try {
        // The creation page stays zod-free: the picture is read as the server checked it.
        const image = await requestJson("POST", "/api/images/generate", checkedByServer<TImage>(), {
          description,
        });
        return { kind: "server", image };
      } catch (error) {
        if (!isNoConnection(error)) throw error;
        return drawHere();
      }
    },
    onSuccess: (made) => {
      if (made.kind === "offline") {
        void queryClient.invalidateQueries({ queryKey: OFFLINE_PICTURES_KEY });
        return;
      }
      const { image } = made;
      queryClient.setQueryData<TGalleryPages>(IMAGES_KEY, (shown) => withNewPicture(shown, image));
      void queryClient.invalidateQueries({ queryKey: IMAGES_KEY });
    },
  });
}
