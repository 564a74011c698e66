import type { TGeneratedScene } from "@/shared/contracts/stories";
import { BookOpen, Check, Download, Save, Share2, Trash2, UserPlus } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { StorySceneCard } from "./story-scene-card";

export interface TStoryResultActions {
  onSave(): void;
  onShare(): void;
  onDownload(): void;
  onDelete(): void;
  isSaving: boolean;
  isSaved: boolean;
  /** The saved story's book view, once it is saved. */
  bookHref: string | null;
  isSharing: boolean;
  isDownloading: boolean;
}

interface StoryResultProps {
  title: string;
  scenes: readonly TGeneratedScene[];
  /** Scenes shown so far (they appear one by one). */
  revealed: number;
  createdAt: Date | null;
  isSignedIn: boolean;
  actions: TStoryResultActions;
}

/** The made story: numbered scenes, then Save, Share, Download and Delete (or a sign-up prompt). */
export function StoryResult({
  title,
  scenes,
  revealed,
  createdAt,
  isSignedIn,
  actions,
}: StoryResultProps) {
  return (
    <section aria-labelledby="story-result-title" className="space-y-5">
      <div className="text-center">
        <h2 id="story-result-title" className="text-3xl font-bold text-grape sm:text-4xl">
          {title}
        </h2>
        {createdAt && (
          <p className="text-lg text-slate-600">
            Created {createdAt.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })}
          </p>
        )}
      </div>
      <ol className="grid gap-5 sm:grid-cols-2">
        {scenes.slice(0, revealed).map((scene) => (
          <StorySceneCard
            key={scene.sceneNumber}
            sceneNumber={scene.sceneNumber}
            text={scene.scene}
            imageUrl={scene.imageUrl}
            faceSwappedUrl={scene.faceSwappedUrl}
            title={title}
          />
        ))}
      </ol>
      {createdAt &&
        (isSignedIn ? (
          <div className="flex flex-wrap gap-3 [&>*]:grow [&>*]:basis-56">
            <Button
              variant="dino"
              size="lg"
              onClick={actions.onSave}
              disabled={actions.isSaving || actions.isSaved}
            >
              {actions.isSaved ? <Check aria-hidden /> : <Save aria-hidden />}
              {actions.isSaved ? "Saved!" : actions.isSaving ? "Saving..." : "Save Story"}
            </Button>
            {actions.bookHref && (
              <Link
                href={actions.bookHref}
                className={buttonVariants({ variant: "grape", size: "lg" })}
              >
                <BookOpen aria-hidden /> Read as a Book
              </Link>
            )}
            <Button
              variant="primary"
              size="lg"
              onClick={actions.onShare}
              disabled={actions.isSharing}
            >
              <Share2 aria-hidden />{" "}
              {actions.isSharing ? "Getting ready..." : "Share Enhanced Story"}
            </Button>
            <Button
              variant="sunny"
              size="lg"
              onClick={actions.onDownload}
              disabled={actions.isDownloading}
            >
              <Download aria-hidden /> {actions.isDownloading ? "Drawing pages..." : "Download"}
            </Button>
            <Button variant="danger" size="lg" onClick={actions.onDelete}>
              <Trash2 aria-hidden /> Delete
            </Button>
          </div>
        ) : (
          <div className="rounded-3xl border-4 border-sunny bg-amber-50 p-5 text-center">
            <p className="font-display text-2xl font-bold">Love your story?</p>
            <p className="mt-1 text-lg">
              Sign up for free to save it in your Story Book, share it and download its pages!
            </p>
            <Link
              href="/auth?next=%2Fstory"
              className={buttonVariants({ variant: "berry", size: "lg", className: "mt-4" })}
            >
              <UserPlus aria-hidden /> Sign Up Free
            </Link>
          </div>
        ))}
    </section>
  );
}
