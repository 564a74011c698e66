import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { CODE_NOT_LOADED_TITLE } from "@/web/features/offline/offline-words";
import { NO_CONNECTION_MESSAGE } from "./api";

/** In place of a page or part whose code could not be fetched: says why, offers to try again. */
export function CodeNotLoaded() {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center text-xl"
    >
      <DinoMascot className="size-24" />
      <h1 className="font-display text-3xl font-bold text-sky-deep">{CODE_NOT_LOADED_TITLE}</h1>
      <p>{NO_CONNECTION_MESSAGE}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="min-h-14 rounded-full bg-sky-deep px-8 font-display text-xl font-bold text-white shadow-lg"
      >
        Try again
      </button>
    </div>
  );
}
