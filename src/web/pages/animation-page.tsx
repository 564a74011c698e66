import type { TAnimatedImage } from "@/shared/contracts/animated-images";
import { Sparkles } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { Notice } from "@/web/components/ui/notice";
import { useAnimatedImages } from "@/web/features/animation/animated-images-calls";
import { StudioPictureCard } from "@/web/features/animation/studio-picture-card";
import { StudioPictureDialog } from "@/web/features/animation/studio-picture-dialog";
import { AppHeader } from "@/web/features/layout/app-header";
import { SiteFooter } from "@/web/features/layout/site-footer";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** `?picture=<id>` opens that picture big (the gallery's detail dialog links here). */
const PICTURE_PARAM = "picture";

function StudioGrid({ pictures }: { pictures: TAnimatedImage[] }) {
  const [, navigate] = useLocation();
  const openId = new URLSearchParams(useSearch()).get(PICTURE_PARAM);
  const openPicture = pictures.find((picture) => picture.id === openId) ?? null;
  const open = (id: string | null) =>
    navigate(id ? `/animation?${PICTURE_PARAM}=${encodeURIComponent(id)}` : "/animation", {
      replace: true,
    });

  if (pictures.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-[2rem] border-4 border-white bg-white/80 p-8 text-center shadow-lg">
        <DinoMascot className="size-28 animate-dino-bob" />
        <p className="font-display text-3xl font-bold text-sky-deep">No pictures yet!</p>
        <p className="max-w-md text-lg">
          Make a picture first, then come back to tap the things in it and hear their names.
        </p>
        <Link href="/" className={buttonVariants({ variant: "dino", size: "lg" })}>
          <Sparkles aria-hidden /> Make a Picture
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="grid grid-cols-2 gap-4 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
        {pictures.map((picture) => (
          <StudioPictureCard key={picture.id} picture={picture} onOpen={() => open(picture.id)} />
        ))}
      </ul>
      <StudioPictureDialog picture={openPicture} onClose={() => open(null)} />
    </>
  );
}

/** `/animation` (signed in): the Animation Studio, where a child touches a picture to learn its words. */
export function AnimationPage() {
  useDocumentTitle("Animation Studio");
  const pictures = useAnimatedImages();
  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-5xl space-y-6 px-3 py-5 sm:px-6">
        <div className="flex items-center gap-3">
          <FluentEmoji name="magic-wand" className="size-14 shrink-0" />
          <div>
            <h1 className="text-4xl font-bold text-sky-deep">Animation Studio</h1>
            <p className="text-lg">
              Open a picture, then tap the things in it to hear their names!
            </p>
          </div>
        </div>
        {pictures.isPending && (
          <div className="flex justify-center p-8" aria-busy="true">
            <DinoMascot className="size-24 animate-dino-bob" label="Loading your pictures" />
          </div>
        )}
        {pictures.isError && (
          <Notice tone="warning" role="alert">
            <p>We couldn&apos;t load your pictures just now.</p>
            <Button variant="outline" onClick={() => void pictures.refetch()}>
              Try again
            </Button>
          </Notice>
        )}
        {pictures.isSuccess && <StudioGrid pictures={pictures.data} />}
        <SiteFooter />
      </main>
    </>
  );
}
