import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { buttonVariants } from "@/web/components/ui/button";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { AppHeader } from "@/web/features/layout/app-header";
import { PageLoading } from "@/web/features/layout/page-loading";
import { SiteFooter } from "@/web/features/layout/site-footer";
import { StoryBookDialog } from "@/web/features/stories/story-book-dialog";
import { StoryCreator } from "@/web/features/stories/story-creator";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** `/story`: anyone may make a story; only a signed-in family saves, shares and keeps it. */
export function StoryPage() {
  useDocumentTitle("Create a Magic Story");
  const { isLoading, isSignedIn } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-3 py-5 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link href="/" className={buttonVariants({ variant: "ghost" })}>
            <ArrowLeft aria-hidden /> Back to Pictures
          </Link>
          {isSignedIn && <StoryBookDialog />}
        </div>
        <div className="flex items-center justify-center gap-3 text-center">
          <FluentEmoji name="open-book" className="size-14 shrink-0" />
          <h1 className="text-4xl font-bold text-grape sm:text-5xl">Create a Magic Story</h1>
        </div>
        <StoryCreator isSignedIn={isSignedIn} />
      </main>
      <SiteFooter />
    </>
  );
}
