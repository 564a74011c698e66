import type { TContact, TContactGroup } from "@/shared/contracts/contacts";
import { UserPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { TextField } from "@/web/components/ui/text-field";
import { toast } from "@/web/components/ui/toast-store";
import { useSaveContact } from "@/web/features/contacts/contact-queries";
import { humanMessageOf } from "@/web/lib/api";

const EMPTY = { name: "", email: "", username: "", groupId: "" };

/**
 * The share dialog's quick 'Create New Contact' form (spec social.md §4, §5): name and e-mail are
 * needed, username and group are optional; the new person is ticked straight away.
 */
export function InlineContactForm({
  groups,
  onCreated,
  onCancel,
}: {
  groups: readonly TContactGroup[];
  onCreated(contact: TContact): void;
  onCancel(): void;
}) {
  const [values, setValues] = useState(EMPTY);
  const save = useSaveContact();
  const isIncomplete = values.name.trim() === "" || values.email.trim() === "";
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    if (values.name.trim() === "") {
      toast({
        title: "Name Required",
        description: "Please enter a name for the contact.",
        variant: "destructive",
      });
      return;
    }
    if (values.email.trim() === "") {
      toast({
        title: "Email Required",
        description: "Please enter an email for the contact.",
        variant: "destructive",
      });
      return;
    }
    const body = {
      name: values.name,
      email: values.email,
      username: values.username,
      groupId: values.groupId || null,
    };
    save.mutate(
      { body },
      {
        onSuccess: (contact) => {
          toast({
            title: "Contact Created!",
            description: `${contact.name} is in your contacts and ready for your card.`,
            variant: "success",
          });
          setValues(EMPTY);
          onCreated(contact);
        },
        onError: (error) =>
          toast({
            title: "Create Contact Failed",
            description: humanMessageOf(error) ?? "Please try again!",
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Create New Contact"
      className="space-y-3 rounded-3xl border-4 border-sky-200 bg-white p-4"
    >
      <TextField label="Name" value={values.name} onChange={set("name")} autoComplete="off" />
      <TextField
        label="Email"
        type="email"
        value={values.email}
        onChange={set("email")}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        label="Username (optional)"
        value={values.username}
        onChange={set("username")}
        autoComplete="off"
        autoCapitalize="none"
      />
      {groups.length > 0 && (
        <FormField label="Group (optional)">
          {(control) => (
            <select
              {...control}
              value={values.groupId}
              onChange={set("groupId")}
              className="min-h-14 w-full rounded-2xl border-4 border-sky-200 bg-white px-3 text-xl focus:border-sky-brand focus:outline-none"
            >
              <option value="">No group</option>
              {groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant="dino"
          aria-disabled={isIncomplete || save.isPending}
          className="flex-1"
        >
          <UserPlus aria-hidden />
          {save.isPending ? "Saving..." : "Save Contact"}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setValues(EMPTY);
            onCancel();
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
