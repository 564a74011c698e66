import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_FORM_SUBJECTS,
  ZSupportBody,
  type TSupportSubject,
} from "@/shared/contracts/support";
import { Send } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { ChoiceGroup } from "@/web/components/ui/choice-group";
import { TextAreaField } from "@/web/components/ui/text-area-field";
import { TextField } from "@/web/components/ui/text-field";
import { dismissToast, toast } from "@/web/components/ui/toast-store";
import { humanMessageOf } from "@/web/lib/api";
import type { TMessageKey } from "@/web/i18n/catalog-types";
import { useT } from "@/web/i18n/use-t";
import { useZodForm } from "@/web/lib/use-zod-form";
import { useSendSupportMessage } from "./support-calls";

const SUBJECT_LABELS = {
  user_assistance: "subjectUserAssistance",
  wish_list: "subjectWishList",
  ideas_sharing: "subjectIdeasSharing",
} as const satisfies Record<(typeof SUPPORT_FORM_SUBJECTS)[number], TMessageKey<"help">>;

/** E-mail, subject and message; every field is needed (spec §5), success hands over to `onSent`. */
export function ContactForm({ onSent }: { onSent(): void }) {
  const t = useT("help");
  const subjectChoices = SUPPORT_FORM_SUBJECTS.map((value) => ({
    value,
    label: t(SUBJECT_LABELS[value]),
  }));
  const form = useZodForm(ZSupportBody, { email: "", subject: "", message: "" });
  const send = useSendSupportMessage();

  const submitValid = form.handleSubmit((body) => {
    send.mutate(body, {
      onSuccess: () => {
        toast({ title: t("sentToast"), variant: "success" });
        onSent();
      },
      onError: (error) =>
        toast({
          title: t("failedTitle"),
          description: humanMessageOf(error) ?? t("failed"),
          variant: "destructive",
        }),
    });
  });

  const submit: typeof submitValid = (event) => {
    dismissToast(); // a new attempt answers for itself
    if (Object.values(form.values).some((value) => value.trim() === "")) {
      toast({
        title: t("missingTitle"),
        description: t("missing"),
        variant: "destructive",
      });
    }
    submitValid(event);
  };

  const subject = form.field("subject");
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label={t("yourEmail")}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field("email")}
      />
      <div className="space-y-1.5">
        <ChoiceGroup
          legend={t("subject")}
          choices={subjectChoices}
          value={(subject.value || null) as TSupportSubject | null}
          onChange={(value) => subject.onChange({ target: { value } })}
          className="sm:grid-cols-3"
        />
        {subject.error && <p className="font-semibold text-red-700">{subject.error}</p>}
      </div>
      <TextAreaField
        label={t("message")}
        rows={6}
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        placeholder={t("messagePlaceholder")}
        {...form.field("message")}
      />
      <Button
        type="submit"
        variant="dino"
        size="lg"
        className="w-full sm:w-auto"
        disabled={send.isPending}
      >
        <Send aria-hidden /> {send.isPending ? t("sending") : t("sendMessage")}
      </Button>
    </form>
  );
}
