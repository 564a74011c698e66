import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { Notice } from "@/web/components/ui/notice";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { isUnauthorized, useDiary } from "@/web/features/diary/diary-calls";
import { DiaryEntries } from "@/web/features/diary/diary-entries";
import { DiaryLoginNotice } from "@/web/features/diary/diary-login-notice";
import { DIARY_OFFLINE } from "@/web/features/offline/offline-words";
import { AppHeader } from "@/web/features/layout/app-header";
import { SiteFooter } from "@/web/features/layout/site-footer";
import { isNoAnswer } from "@/web/lib/api";
import { useDocumentTitle } from "@/web/lib/use-document-title";

function Loading({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 p-8 text-xl" aria-busy="true">
      <DinoMascot className="size-24 animate-dino-bob" />
      {children}
    </div>
  );
}

function DiaryContent() {
  const { isLoading, isSignedIn } = useCurrentUser();
  const diary = useDiary({ isEnabled: isSignedIn });
  if (isLoading) return <Loading>Loading...</Loading>;
  if (!isSignedIn || isUnauthorized(diary.error)) return <DiaryLoginNotice />;
  if (diary.isPending) return <Loading>Loading your diary...</Loading>;
  if (diary.isError) {
    return (
      <Notice tone="warning" role="alert">
        <p>{isNoAnswer(diary.error) ? DIARY_OFFLINE : "We couldn't open your diary just now."}</p>
        <Button variant="outline" onClick={() => void diary.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }
  return <DiaryEntries entries={diary.data} />;
}

/** `/diary`: My Picture Diary, the pictures a family chose to keep (spec social.md §2). */
export function DiaryPage() {
  useDocumentTitle("My Picture Diary");
  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-5xl space-y-6 px-3 py-5 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <FluentEmoji name="open-book" className="size-14 shrink-0" />
            <h1 className="text-4xl font-bold text-sky-deep">My Picture Diary</h1>
          </div>
          <Link href="/" className={buttonVariants({ variant: "sunny" })}>
            <Sparkles aria-hidden /> Create More Pictures
          </Link>
        </div>
        <DiaryContent />
        <SiteFooter />
      </main>
    </>
  );
}
