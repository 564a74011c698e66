import { Home } from "lucide-react";
import { Link } from "wouter";
import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { buttonVariants } from "@/web/components/ui/button";
import { AppHeader } from "@/web/features/layout/app-header";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** Any unknown path. */
export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <>
      <AppHeader />
      <main className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-10 text-center">
        <p className="font-display text-7xl font-bold text-sky-brand" aria-hidden>
          404
        </p>
        <DinoMascot className="size-40 -scale-x-100 animate-dino-bob" />
        <h1 className="text-4xl font-bold text-sky-deep">Oops! This page wandered off.</h1>
        <p className="text-xl">Dot looked everywhere but couldn&apos;t find it.</p>
        <Link href="/" className={buttonVariants({ variant: "dino", size: "xl" })}>
          <Home aria-hidden /> Take me home
        </Link>
      </main>
    </>
  );
}
