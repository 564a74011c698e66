import { DIARY_KEPT_ENTRIES, type TDiaryEntry } from "@/shared/contracts/diary";
import { useState } from "react";
import { Link } from "wouter";
import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { buttonVariants } from "@/web/components/ui/button";
import { DiaryCard } from "./diary-card";
import { RemoveDiaryEntryDialog } from "./remove-diary-entry-dialog";

/** The count, the note about the newest 20, and the 1/2/3-column grid of diary pages. */
export function DiaryEntries({ entries }: { entries: TDiaryEntry[] }) {
  const [entryToRemove, setEntryToRemove] = useState<TDiaryEntry | null>(null);
  if (entries.length === 0) return <EmptyDiary />;
  return (
    <>
      <p className="text-xl font-semibold" data-testid="diary-count">
        You have {entries.length} saved {entries.length === 1 ? "picture" : "pictures"}{" "}
        <span className="block text-base font-normal text-slate-600 sm:inline">
          (Last {DIARY_KEPT_ENTRIES} pictures are kept in your history)
        </span>
      </p>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => (
          <DiaryCard key={entry.id} entry={entry} onRemove={() => setEntryToRemove(entry)} />
        ))}
      </ul>
      <RemoveDiaryEntryDialog entry={entryToRemove} onClose={() => setEntryToRemove(null)} />
    </>
  );
}

function EmptyDiary() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-[2rem] border-4 border-white bg-white/80 p-8 text-center shadow-lg">
      <DinoMascot className="size-28 animate-dino-bob" />
      <p className="font-display text-3xl font-bold text-sky-deep">Your diary is empty!</p>
      <p className="max-w-md text-lg">
        Press the &apos;Save&apos; button on any picture in your gallery to keep it here.
      </p>
      <Link href="/" className={buttonVariants({ variant: "dino", size: "lg" })}>
        Create Your First Picture
      </Link>
    </div>
  );
}
