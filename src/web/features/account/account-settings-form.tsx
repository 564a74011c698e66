import { CHILD_NAME_MAX_LENGTH, GENDERS, type TSettings } from "@/shared/contracts/settings";
import { AGE_MAX, AGE_MIN } from "@/shared/limits";
import { PROFILE_ICONS } from "@/shared/profile-icons";
import { Save } from "lucide-react";
import { useState, type FormEvent } from "react";
import { FluentEmoji, type TEmojiName } from "@/web/components/emoji/fluent-emoji";
import { Button } from "@/web/components/ui/button";
import { ChoiceGroup, type TChoice } from "@/web/components/ui/choice-group";
import { TextField } from "@/web/components/ui/text-field";
import { dismissToast, toast } from "@/web/components/ui/toast-store";
import { PROFILE_ICON_EMOJI } from "./profile-icon-art";
import { ageErrorOf, changedSettings, draftOf, type TSettingsDraft } from "./settings-draft";
import { useUpdateSettings } from "./use-settings";

const GENDER_ART: Record<(typeof GENDERS)[number], TEmojiName> = {
  boy: "boy",
  girl: "girl",
  other: "rainbow",
};
const GENDER_LABELS = { boy: "Boy", girl: "Girl", other: "Other" } as const;

const GENDER_CHOICES = GENDERS.map((gender) => ({
  value: gender,
  label: GENDER_LABELS[gender],
  art: <FluentEmoji name={GENDER_ART[gender]} className="size-10" />,
}));

const SPEAKING_CHOICES: ReadonlyArray<TChoice<TSettings["speakingLevel"]>> = [
  {
    value: "clear",
    label: "Clear",
    description: "Talks in clear words most grown-ups understand.",
  },
  {
    value: "growing",
    label: "Growing",
    description:
      "Still learning to talk. Dot listens more patiently and understands little voices, like “wabbit” for rabbit.",
  },
];

const ICON_CHOICES = PROFILE_ICONS.map((icon) => ({
  value: icon.id,
  label: icon.label,
  art: <FluentEmoji name={PROFILE_ICON_EMOJI[icon.id]} className="size-12" />,
}));

/** The child's profile on /account; Save sends only what changed. */
export function AccountSettingsForm({ settings }: { settings: TSettings }) {
  const [draft, setDraft] = useState<TSettingsDraft>(() => draftOf(settings));
  const [ageError, setAgeError] = useState<string>();
  const update = useUpdateSettings();

  function change<TKey extends keyof TSettingsDraft>(key: TKey, value: TSettingsDraft[TKey]) {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key === "age") setAgeError(undefined);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    dismissToast(); // a new attempt answers for itself: no old 'Nothing to save' beside an error
    const error = ageErrorOf(draft.age);
    if (error) return setAgeError(error);
    const changes = changedSettings(settings, draft);
    if (Object.keys(changes).length === 0) {
      toast({ title: "Nothing to save", description: "You haven't changed anything yet." });
      return;
    }
    update.mutate(changes, {
      onSuccess: () =>
        toast({
          title: "Account Updated!",
          description: "Your choices are saved.",
          variant: "success",
        }),
      onError: () =>
        toast({
          title: "Update Failed",
          description: "Failed to update account settings",
          variant: "destructive",
        }),
    });
  }

  return (
    <form onSubmit={save} noValidate className="space-y-7">
      <TextField
        label="Your child's name or nickname (optional)"
        hint="Signed on their cards and shown on their messages. Left empty, they go out under your username."
        autoComplete="off"
        maxLength={CHILD_NAME_MAX_LENGTH}
        value={draft.childName}
        onChange={(event) => change("childName", event.target.value)}
        placeholder="Mia"
      />
      <ChoiceGroup
        legend="Your child is a…"
        choices={GENDER_CHOICES}
        value={draft.gender}
        onChange={(gender) => change("gender", gender)}
        className="grid-cols-3"
        isTiled
      />
      <TextField
        label="Age"
        type="number"
        inputMode="numeric"
        min={AGE_MIN}
        max={AGE_MAX}
        step={1}
        value={draft.age}
        error={ageError}
        onChange={(event) => change("age", event.target.value)}
        className="max-w-40"
      />
      <ChoiceGroup
        legend="Speaking level"
        hint="This helps Dot understand your child when they use the microphone."
        choices={SPEAKING_CHOICES}
        value={draft.speakingLevel}
        onChange={(level) => change("speakingLevel", level)}
        className="sm:grid-cols-2"
      />
      <ChoiceGroup
        legend="Profile icon"
        hint="Your child's picture in the top corner."
        choices={ICON_CHOICES}
        value={draft.profileIcon}
        onChange={(icon) => change("profileIcon", icon)}
        className="grid-cols-3 sm:grid-cols-4 lg:grid-cols-6"
        isTiled
      />
      <Button
        type="submit"
        variant="dino"
        size="lg"
        className="w-full sm:w-auto"
        disabled={update.isPending}
      >
        <Save aria-hidden /> {update.isPending ? "Saving..." : "Save"}
      </Button>
    </form>
  );
}
