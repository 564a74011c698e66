import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { buttonVariants } from "@/web/components/ui/button";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { AppHeader } from "@/web/features/layout/app-header";
import { PageLoading } from "@/web/features/layout/page-loading";
import { SiteFooter } from "@/web/features/layout/site-footer";
import { StoryBookScreen, StoryBookSignedOut } from "@/web/features/stories/story-book-screen";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** `/story-book`: the family's saved stories; a Log In button when signed out. */
export function StoryBookPage() {
  useDocumentTitle("My Story Book");
  const { isLoading, isSignedIn } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-4xl space-y-6 px-3 py-5 sm:px-6">
        <Link href="/story" className={buttonVariants({ variant: "ghost" })}>
          <ArrowLeft aria-hidden /> Back to Stories
        </Link>
        <div className="flex items-center justify-center gap-3 text-center">
          <FluentEmoji name="books" className="size-14 shrink-0" />
          <h1 className="text-4xl font-bold text-grape sm:text-5xl">My Story Book</h1>
        </div>
        {isSignedIn ? <StoryBookScreen /> : <StoryBookSignedOut />}
      </main>
      <SiteFooter />
    </>
  );
}
