import type { TGalleryImage } from "@/shared/contracts/images";
import { RefreshCw } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { Button } from "@/web/components/ui/button";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { useDiary } from "@/web/features/diary/diary-calls";
import { useQuickSave } from "@/web/features/diary/use-quick-save";
import { useOfflinePictures } from "@/web/features/offline/use-offline-pictures";
import { whenIdle } from "@/web/lib/after-first-paint";
import { lazyPage } from "@/web/lib/lazy-page";
import { useHasBeenTrue } from "@/web/lib/use-has-been-true";
import { GALLERY_HASH, useScrollToGalleryOnAnchor } from "./gallery-anchor";
import { PictureCard } from "./picture-card";
import { picturesOf, useGalleryPages } from "./use-images";
import { friendlyMessageOf, isNoAnswer } from "@/web/lib/api";
import { Notice } from "@/web/components/ui/notice";
import { GALLERY_OFFLINE } from "@/web/features/offline/offline-words";

const loadDetailDialog = () => import("./picture-detail-dialog");
const loadDeleteDialog = () => import("./delete-picture-dialog");
/** The picture dialogs are not part of the page's first screen: fetched once it has settled. */
const PictureDetailDialog = lazyPage(loadDetailDialog, "PictureDetailDialog");
const DeletePictureDialog = lazyPage(loadDeleteDialog, "DeletePictureDialog");

function preloadPictureDialogs() {
  void loadDetailDialog();
  void loadDeleteDialog();
}

/** Only a family with pictures made offline needs these cards. */
const OfflinePictureCard = lazy(async () => ({
  default: (await import("@/web/features/offline/offline-picture-card")).OfflinePictureCard,
}));

function GalleryMessage({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl bg-white/70 p-8 text-center text-lg">
      <DinoMascot className="size-24 animate-dino-bob" />
      {children}
    </div>
  );
}

/** The visitor's or user's pictures: count, Refresh, and a grid of picture cards. */
export function Gallery({ onShare }: { onShare?: (image: TGalleryImage) => void } = {}) {
  const gallery = useGalleryPages();
  const pictures = useMemo(() => (gallery.data ? picturesOf(gallery.data) : []), [gallery.data]);
  const offlinePictures = useOfflinePictures().data ?? [];
  const [readingImageId, setReadingImageId] = useState<string | null>(null);
  const [openImage, setOpenImage] = useState<TGalleryImage | null>(null);
  const [imageToDelete, setImageToDelete] = useState<TGalleryImage | null>(null);
  const total = gallery.data?.pages[0]?.total ?? 0;
  const count = total + offlinePictures.length;
  const { isSignedIn } = useCurrentUser();
  const diary = useDiary({ isEnabled: isSignedIn });
  const savedImageIds = useMemo(
    () => new Set(diary.data?.map((entry) => entry.image.id)),
    [diary.data],
  );
  const quickSave = useQuickSave();
  const hasPictures = pictures.length > 0;
  const isOffline = gallery.isError && isNoAnswer(gallery.error);
  const isRefreshing = gallery.isFetching && !gallery.isFetchingNextPage;
  // Ready before a child taps a picture, without holding up the page's first screen.
  useEffect(() => (hasPictures ? whenIdle(preloadPictureDialogs) : undefined), [hasPictures]);
  const isDetailMounted = useHasBeenTrue(openImage !== null);
  const isDeleteMounted = useHasBeenTrue(imageToDelete !== null);
  const section = useRef<HTMLElement>(null);
  useScrollToGalleryOnAnchor(section);

  return (
    <section
      ref={section}
      id={GALLERY_HASH.slice(1)}
      aria-labelledby="gallery-title"
      className="scroll-mt-24 space-y-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="gallery-title" className="text-3xl font-bold text-sky-deep">
          My Magic Gallery{" "}
          <span data-testid="gallery-count" className="text-xl text-slate-500">
            ({count} {count === 1 ? "picture" : "pictures"})
          </span>
        </h2>
        <Button variant="outline" onClick={() => void gallery.refetch()} disabled={isRefreshing}>
          <RefreshCw className={isRefreshing ? "animate-spin" : undefined} aria-hidden />
          Refresh
        </Button>
      </div>

      {gallery.isPending && <GalleryMessage>Loading your pictures...</GalleryMessage>}
      {isOffline && (
        <Notice role="status" data-testid="gallery-offline">
          <p>{GALLERY_OFFLINE}</p>
        </Notice>
      )}
      {offlinePictures.length > 0 && (
        <ul
          aria-label="Pictures made offline"
          className="grid grid-cols-1 gap-5 min-[560px]:grid-cols-2 lg:grid-cols-3"
        >
          <Suspense>
            {offlinePictures.map((picture) => (
              <OfflinePictureCard key={picture.key} picture={picture} />
            ))}
          </Suspense>
        </ul>
      )}
      {gallery.isError && !isOffline && (
        <GalleryMessage>
          <span role="alert" className="text-red-700">
            {friendlyMessageOf(gallery.error, gallery.error.message)}
          </span>
        </GalleryMessage>
      )}
      {gallery.isSuccess && count === 0 && (
        <GalleryMessage>
          No pictures yet! Tell me your idea and I&apos;ll draw it for you.
        </GalleryMessage>
      )}
      {hasPictures && (
        <ul className="grid grid-cols-1 gap-5 min-[560px]:grid-cols-2 lg:grid-cols-3">
          {pictures.map((image) => (
            <PictureCard
              key={image.id}
              image={image}
              isReadingWords={readingImageId === image.id}
              onToggleWords={() =>
                setReadingImageId((current) => (current === image.id ? null : image.id))
              }
              onOpen={() => setOpenImage(image)}
              onDelete={() => setImageToDelete(image)}
              diary={
                isSignedIn
                  ? {
                      isSaved: savedImageIds.has(image.id),
                      isSaving: quickSave.savingImageId === image.id,
                      onSave: () => quickSave.save(image.id),
                    }
                  : undefined
              }
              onShare={onShare && (() => onShare(image))}
            />
          ))}
        </ul>
      )}
      {gallery.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            size="lg"
            onClick={() => void gallery.fetchNextPage()}
            disabled={gallery.isFetchingNextPage}
          >
            {gallery.isFetchingNextPage
              ? "Finding older pictures..."
              : `Show older pictures (${total - pictures.length} more)`}
          </Button>
        </div>
      )}

      <Suspense>
        {isDetailMounted && (
          <PictureDetailDialog image={openImage} onClose={() => setOpenImage(null)} />
        )}
        {isDeleteMounted && (
          <DeletePictureDialog image={imageToDelete} onClose={() => setImageToDelete(null)} />
        )}
      </Suspense>
    </section>
  );
}
