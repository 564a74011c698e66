import { STORY_TEXT_MAX_LENGTH, STORY_TITLE_MAX_LENGTH } from "@/shared/contracts/stories";
import { Check, Mic, MicOff, Wand2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

export function StepCard(props: {
  number: 1 | 2 | 3;
  title: string;
  isCurrent: boolean;
  isDone: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`story-step-${props.number}`}
      className={cn(
        "space-y-4 rounded-[2rem] border-4 bg-white/90 p-5 shadow-lg transition sm:p-6",
        props.isCurrent ? "border-grape" : "border-white",
      )}
    >
      <h2
        id={`story-step-${props.number}`}
        className="flex items-center gap-3 text-2xl font-bold text-grape sm:text-3xl"
      >
        <span
          className={cn(
            "flex size-11 shrink-0 items-center justify-center rounded-full text-white",
            props.isDone ? "bg-dino-deep" : "bg-grape-deep",
          )}
          aria-hidden
        >
          {props.isDone ? <Check className="size-6" /> : props.number}
        </span>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** A round microphone for one field: tap to talk, tap again to stop. */
export function StoryMicrophone(props: {
  isListening: boolean;
  isDisabled: boolean;
  label: string;
  onToggle(): void;
}) {
  return (
    <button
      type="button"
      onClick={props.onToggle}
      disabled={props.isDisabled}
      aria-pressed={props.isListening}
      aria-label={props.isListening ? "Stop listening" : props.label}
      className={cn(
        "inline-flex size-16 shrink-0 items-center justify-center rounded-full text-white shadow-lg transition",
        "focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-sky-brand",
        "disabled:cursor-not-allowed disabled:opacity-50 disabled:grayscale",
        props.isListening ? "animate-pulse bg-red-500" : "bg-berry hover:scale-105",
      )}
    >
      {props.isListening ? (
        <MicOff className="size-8" aria-hidden />
      ) : (
        <Mic className="size-8" aria-hidden />
      )}
    </button>
  );
}

export function TitleField(props: {
  value: string;
  onChange(value: string): void;
  onConfirm(): void;
  isDisabled: boolean;
  microphone: ReactNode;
}) {
  return (
    <form
      className="flex flex-wrap items-center gap-3 sm:flex-nowrap"
      onSubmit={(event) => {
        event.preventDefault();
        props.onConfirm();
      }}
    >
      {props.microphone}
      <label htmlFor="story-title" className="sr-only">
        Story title
      </label>
      <input
        id="story-title"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        maxLength={STORY_TITLE_MAX_LENGTH}
        disabled={props.isDisabled}
        placeholder="My story's name"
        className="order-first min-h-14 min-w-0 basis-full rounded-2xl border-4 border-sky-200 sm:order-none sm:flex-1 sm:basis-auto bg-white px-4 text-xl placeholder:text-slate-400 focus:border-sky-brand focus:outline-none"
      />
      <Button
        type="submit"
        variant="grape"
        size="lg"
        disabled={props.isDisabled}
        className="flex-1 sm:flex-none"
      >
        OK
      </Button>
    </form>
  );
}

export function StoryTextField(props: {
  value: string;
  onChange(value: string): void;
  isDisabled: boolean;
  microphone: ReactNode;
  heard: string;
}) {
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3">
        {props.microphone}
        <p className="font-display text-lg font-semibold" aria-live="polite">
          {props.heard
            ? `I heard: “${props.heard}”`
            : "Tap the microphone and tell your story, or type it below."}
        </p>
      </div>
      <label htmlFor="story-text" className="sr-only">
        Your story
      </label>
      <textarea
        id="story-text"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        maxLength={STORY_TEXT_MAX_LENGTH}
        disabled={props.isDisabled}
        rows={6}
        placeholder="Once upon a time, a little dragon found a shiny red ball..."
        className="w-full resize-y rounded-2xl border-4 border-sky-200 bg-white p-4 text-xl placeholder:text-slate-400 focus:border-sky-brand focus:outline-none disabled:bg-slate-100"
      />
    </div>
  );
}

export function CreateStoryButton(props: { isPending: boolean; onCreate(): void }) {
  return (
    <Button
      variant="berry"
      size="xl"
      className="w-full"
      disabled={props.isPending}
      onClick={props.onCreate}
    >
      <Wand2 aria-hidden /> {props.isPending ? "Creating..." : "Create Magic Story"}
    </Button>
  );
}
