import { Compass, Leaf, Moon, Search, Smile, Sparkles, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import {
  STORY_COLOR_THEMES,
  STORY_MOODS,
  type TStoryColorTheme,
  type TStoryMood,
} from "@/shared/contracts/stories";
import { cn } from "@/web/lib/cn";

const MOOD_ICONS: Readonly<Record<TStoryMood, LucideIcon>> = {
  happy: Smile,
  adventurous: Compass,
  magical: Sparkles,
  calm: Leaf,
  mysterious: Search,
  dreamy: Moon,
};

const THEME_SWATCHES: Readonly<Record<TStoryColorTheme, string>> = {
  rainbow: "bg-[linear-gradient(90deg,#ff5a5f,#ffd93d,#4cd964,#3fa7ff,#8e6cff)]",
  ocean: "bg-[linear-gradient(90deg,#7ee0ff,#1274b8)]",
  sunset: "bg-[linear-gradient(90deg,#ff7eb3,#ffa65c,#ffd36b)]",
  forest: "bg-[linear-gradient(90deg,#b9f27c,#2f8f4e)]",
  starry: "bg-[linear-gradient(90deg,#2b2d8f,#7e5cd6)]",
  candy: "bg-[linear-gradient(90deg,#ffb3e6,#e5b8ff)]",
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface StoryLookChoicesProps {
  mood: TStoryMood;
  colorTheme: TStoryColorTheme;
  onMoodChange(mood: TStoryMood): void;
  onColorThemeChange(theme: TStoryColorTheme): void;
  isDisabled: boolean;
}

/** The optional mood and colour theme of step 1, as big chips (real radio buttons). */
export function StoryLookChoices(props: StoryLookChoicesProps) {
  return (
    <div className="space-y-4">
      <ChipGroup
        legend="Story mood"
        name="story-mood"
        options={STORY_MOODS}
        value={props.mood}
        onChange={props.onMoodChange}
        isDisabled={props.isDisabled}
        label={(mood) => {
          const Icon = MOOD_ICONS[mood];
          return (
            <>
              <Icon className="size-5 shrink-0 text-grape" aria-hidden />
              {capitalised(mood)}
            </>
          );
        }}
      />
      <ChipGroup
        legend="Colour theme"
        name="story-theme"
        options={STORY_COLOR_THEMES}
        value={props.colorTheme}
        onChange={props.onColorThemeChange}
        isDisabled={props.isDisabled}
        label={(theme) => (
          <>
            <span
              className={cn("size-5 shrink-0 rounded-full shadow-inner", THEME_SWATCHES[theme])}
              aria-hidden
            />
            {capitalised(theme)}
          </>
        )}
      />
    </div>
  );
}

function ChipGroup<TValue extends string>(props: {
  legend: string;
  name: string;
  options: readonly TValue[];
  value: TValue;
  onChange(value: TValue): void;
  isDisabled: boolean;
  label(value: TValue): ReactNode;
}) {
  return (
    <fieldset className="space-y-2" disabled={props.isDisabled}>
      <legend className="font-display text-lg font-semibold">{props.legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {props.options.map((option) => (
          <label
            key={option}
            className={cn(
              "flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-2xl border-4 bg-white px-2 text-center font-semibold",
              "has-[:focus-visible]:outline-4 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-brand",
              option === props.value
                ? "border-grape bg-purple-50"
                : "border-sky-100 hover:border-sky-200",
            )}
          >
            <input
              type="radio"
              name={props.name}
              value={option}
              checked={option === props.value}
              onChange={() => props.onChange(option)}
              className="sr-only"
            />
            {props.label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
