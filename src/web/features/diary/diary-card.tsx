import type { TDiaryEntry } from "@/shared/contracts/diary";
import { CalendarHeart, Trash2 } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { DiaryPicture } from "./diary-picture";
import { formatSavedAt } from "./diary-date";

interface DiaryCardProps {
  entry: TDiaryEntry;
  onRemove(): void;
}

/** One diary page: the picture, its title, description, notes, when it was saved, and Remove. */
export function DiaryCard({ entry, onRemove }: DiaryCardProps) {
  const description = entry.image.description.trim();
  return (
    <li
      data-testid="diary-card"
      className="flex flex-col overflow-hidden rounded-3xl border-4 border-white bg-white shadow-lg"
    >
      <DiaryPicture image={entry.image} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {entry.title && (
          <h2 className="text-2xl font-bold break-words text-sky-deep">{entry.title}</h2>
        )}
        <p className="text-lg font-semibold break-words">
          {description ? `“${description}”` : "No description available"}
        </p>
        {entry.notes && (
          <p className="rounded-2xl bg-yellow-50 p-3 text-base break-words whitespace-pre-line">
            {entry.notes}
          </p>
        )}
        <p className="mt-auto flex items-center gap-1.5 pt-1 text-sm text-slate-600">
          <CalendarHeart className="size-4 shrink-0 text-berry" aria-hidden />
          Saved {formatSavedAt(entry.createdAt)}
        </p>
        <Button
          variant="outline"
          className="border-red-300 text-red-700 shadow-[0_3px_0_#fed7d7] hover:bg-red-50"
          aria-label={`Remove from diary: ${entry.title ?? description}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
          Remove
        </Button>
      </div>
    </li>
  );
}
