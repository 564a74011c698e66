import { Link } from "wouter";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { buttonVariants } from "@/web/components/ui/button";
import { Notice } from "@/web/components/ui/notice";
import { FacePhotoGrid } from "@/web/features/face-swap/face-photo-grid";
import { useFacePhotos } from "@/web/features/face-swap/face-photo-queries";
import { FacePhotoUploader } from "@/web/features/face-swap/face-photo-uploader";
import { PhotoTips } from "@/web/features/face-swap/photo-tips";
import { AppHeader } from "@/web/features/layout/app-header";
import { PageLoading } from "@/web/features/layout/page-loading";
import { SiteFooter } from "@/web/features/layout/site-footer";
import { useUsage } from "@/web/features/subscription/subscription-queries";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** `/face-swap` (signed in only): choose, crop and keep face photos; pick the one to use. */
export function FaceSwapPage() {
  useDocumentTitle("Face Swap Magic");
  const usage = useUsage(true);
  const photos = useFacePhotos();
  const canUseFaceSwap = usage.data?.canUseFaceSwap ?? false;

  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-3 py-5 sm:px-6">
        <div className="flex items-center gap-3">
          <FluentEmoji name="magic-wand" className="size-14 shrink-0" />
          <div>
            <h1 className="text-4xl font-bold text-grape">Face Swap Magic!</h1>
            <p className="text-lg">
              Upload your photo and watch yourself appear in all your magical pictures!
            </p>
          </div>
        </div>
        <section
          className="space-y-6 rounded-[2rem] border-4 border-white bg-white/90 p-5 shadow-xl sm:p-8"
          aria-label="Face swap settings"
        >
          {usage.isPending ? (
            <PageLoading />
          ) : canUseFaceSwap ? (
            <FacePhotoUploader />
          ) : (
            <Notice tone="info">
              <p>
                Face swap comes with the Premium and Platinum plans. Your photos are made into
                pictures on Doodle Dino&apos;s own server and never sent anywhere else.
              </p>
              <Link href="/subscription" className={buttonVariants({ variant: "grape" })}>
                See plans
              </Link>
            </Notice>
          )}
          {photos.data && photos.data.length > 0 && (
            <FacePhotoGrid photos={photos.data} canActivate={canUseFaceSwap} />
          )}
          {photos.isError && (
            <Notice tone="warning" role="alert">
              <p>We couldn&apos;t load your face photos. Please refresh the page to try again.</p>
            </Notice>
          )}
        </section>
        <PhotoTips />
        <SiteFooter />
      </main>
    </>
  );
}
