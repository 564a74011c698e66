import type { TContact, TContactGroup } from "@/shared/contracts/contacts";
import { DEFAULT_GREETING_MESSAGE } from "@/shared/contracts/greeting-cards";
import type { TGalleryImage } from "@/shared/contracts/images";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/components/ui/toast-store";
import {
  OPEN_GREETING_MODAL_QUERY,
  SHOW_GREETING_PREVIEW_QUERY,
  expandSelection,
  storeGreetingCardData,
  storeSelectedContacts,
} from "@/web/features/greeting-cards/greeting-handoff";
import { PageLoading } from "@/web/features/layout/page-loading";
import { SiteFooter } from "@/web/features/layout/site-footer";
import { cn } from "@/web/lib/cn";
import { humanMessageOf } from "@/web/lib/api";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { ContactCard } from "./contact-card";
import { ContactFormDialog, type TContactDraft } from "./contact-form-dialog";
import {
  useContactGroups,
  useContacts,
  useDeleteContact,
  useDeleteContactGroup,
} from "./contact-queries";
import { GroupFormDialog, type TGroupDraft } from "./group-form-dialog";
import {
  NO_SELECTION,
  forgetContact,
  forgetGroup,
  isContactTicked,
  isGroupPartlyTicked,
  isGroupTicked,
  tickContact,
  tickGroup,
  type TContactSelection,
} from "./contact-selection";
import { GroupList, type TGroupTick } from "./group-list";
import { PickPictureDialog } from "./pick-picture-dialog";
import { SelectionBar } from "./selection-bar";
import { useParentalGate } from "@/web/features/parental-gate/use-parental-gate";

type TDeletion = { kind: "contact"; contact: TContact } | { kind: "group"; group: TContactGroup };

/** Goes home with the hand-off; a full page load if the in-app navigation fails. */
function goHome(navigate: (path: string) => void, query: string) {
  const path = `/?${query}=true`;
  try {
    navigate(path);
  } catch {
    window.location.assign(path);
  }
}

/** /contacts: groups on the left, people on the right, ticking people for a greeting card. */
export function ContactsScreen() {
  const [, navigate] = useLocation();
  const gate = useParentalGate();
  const [shownGroupId, setShownGroupId] = useState<string | null>(null);
  const groups = useContactGroups();
  const allContacts = useContacts();
  const shownContacts = useContacts({ groupId: shownGroupId });
  const [selection, setSelection] = useState<TContactSelection>(NO_SELECTION);
  const [contactDraft, setContactDraft] = useState<TContactDraft | null>(null);
  const [groupDraft, setGroupDraft] = useState<TGroupDraft | null>(null);
  const [deletion, setDeletion] = useState<TDeletion | null>(null);
  const [isPickingPicture, setIsPickingPicture] = useState(false);
  const deleteContact = useDeleteContact();
  const deleteGroup = useDeleteContactGroup();

  const everyone = allContacts.data ?? [];
  const people = expandSelection(everyone, selection);
  const isAnythingTicked = selection.contactIds.size + selection.groupIds.size > 0;
  const tickOf = (group: TContactGroup): TGroupTick =>
    isGroupTicked(selection, group.id, everyone)
      ? "all"
      : isGroupPartlyTicked(selection, group.id, everyone)
        ? "some"
        : "none";
  const shownGroup = groups.data?.find((group) => group.id === shownGroupId) ?? null;

  function requirePeople(): boolean {
    if (people.length > 0) return true;
    toast({
      title: "No Contacts Selected",
      description: "Please select at least one contact to share with!",
      variant: "destructive",
    });
    return false;
  }

  function confirm() {
    if (!requirePeople()) return;
    storeSelectedContacts(window.localStorage, people);
    goHome(navigate, OPEN_GREETING_MODAL_QUERY);
  }

  function pickPicture(image: TGalleryImage) {
    if (!requirePeople()) return;
    storeGreetingCardData(window.localStorage, {
      image,
      recipients: people,
      message: DEFAULT_GREETING_MESSAGE,
    });
    goHome(navigate, SHOW_GREETING_PREVIEW_QUERY);
  }

  function confirmDeletion() {
    if (!deletion) return;
    if (deletion.kind === "contact") {
      const { contact } = deletion;
      deleteContact.mutate(contact.id, {
        onSuccess: () => {
          setSelection((ticked) => forgetContact(ticked, contact.id));
          setDeletion(null);
          toast({ title: "Contact deleted successfully!", variant: "success" });
        },
        onError: (error) =>
          toast({
            title: "Failed to delete contact",
            description: humanMessageOf(error),
            variant: "destructive",
          }),
      });
      return;
    }
    const { group } = deletion;
    deleteGroup.mutate(group.id, {
      onSuccess: () => {
        setSelection((ticked) => forgetGroup(ticked, group.id));
        if (shownGroupId === group.id) setShownGroupId(null);
        setDeletion(null);
        toast({ title: "Group deleted successfully!", variant: "success" });
      },
      onError: (error) =>
        toast({
          title: "Failed to delete group",
          description: humanMessageOf(error),
          variant: "destructive",
        }),
    });
  }

  if (groups.isPending || allContacts.isPending) return <PageLoading />;
  if (groups.isError || allContacts.isError)
    return (
      <p role="alert" className="rounded-3xl bg-white p-6 text-lg text-red-700">
        We couldn&apos;t load your contacts. Please refresh the page to try again.
      </p>
    );

  const contactsOnScreen = shownContacts.data ?? [];
  return (
    <div>
      {/* Room above the footer for the selection bar, which stands on it at the page's end. */}
      <div className={cn("grid gap-6 md:grid-cols-[18rem_1fr]", isAnythingTicked && "pb-36")}>
        <GroupList
          groups={groups.data}
          totalContacts={allContacts.data.length}
          shownGroupId={shownGroupId}
          tickOf={tickOf}
          onShow={setShownGroupId}
          onTick={(group, isOn) =>
            setSelection((ticked) => tickGroup(ticked, group.id, isOn, everyone))
          }
          onAdd={() => setGroupDraft({ group: null })}
          onEdit={(group) => setGroupDraft({ group })}
          onDelete={(group) => setDeletion({ kind: "group", group })}
        />
        <section aria-labelledby="people-title" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="people-title" className="text-2xl font-bold text-sky-deep">
              {shownGroup ? shownGroup.name : "All Contacts"}
            </h2>
            <Button
              variant="dino"
              onClick={() =>
                gate.check(() => setContactDraft({ contact: null, groupName: shownGroup?.name }))
              }
            >
              <UserPlus aria-hidden />
              Add Contact
            </Button>
          </div>
          {allContacts.data.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-3xl bg-white/80 p-8 text-center text-lg">
              <FluentEmoji name="love-letter" className="size-20" />
              <p className="font-display text-2xl font-semibold">No contacts yet!</p>
              <p>
                Add Grandma, Grandpa or a friend, then send them your pictures as greeting cards.
              </p>
            </div>
          ) : shownContacts.isPending ? (
            <p className="text-lg">Loading...</p>
          ) : contactsOnScreen.length === 0 ? (
            <p className="rounded-3xl bg-white/80 p-6 text-center text-lg">
              Nobody in this group yet.
            </p>
          ) : (
            <ul className="grid gap-3">
              {contactsOnScreen.map((contact) => (
                <ContactCard
                  key={contact.id}
                  contact={contact}
                  isTicked={isContactTicked(selection, contact)}
                  onTick={(isOn) =>
                    setSelection((ticked) => tickContact(ticked, contact, isOn, everyone))
                  }
                  onEdit={() => setContactDraft({ contact })}
                  onDelete={() => setDeletion({ kind: "contact", contact })}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
      <SiteFooter />

      {isAnythingTicked && (
        <SelectionBar
          peopleCount={people.length}
          onChoosePicture={() => requirePeople() && setIsPickingPicture(true)}
          onConfirm={confirm}
        />
      )}
      <ContactFormDialog
        draft={contactDraft}
        groups={groups.data}
        onClose={() => setContactDraft(null)}
      />
      <GroupFormDialog draft={groupDraft} onClose={() => setGroupDraft(null)} />
      <PickPictureDialog
        isOpen={isPickingPicture}
        onClose={() => setIsPickingPicture(false)}
        onPick={pickPicture}
      />
      <ConfirmDeleteDialog
        question={
          deletion?.kind === "contact"
            ? {
                title: `Delete ${deletion.contact.name}?`,
                description: "They will be taken out of your contacts.",
              }
            : deletion?.kind === "group"
              ? {
                  title: `Delete the group ${deletion.group.name}?`,
                  description: "The people in it stay in your contacts, without a group.",
                }
              : null
        }
        isPending={deleteContact.isPending || deleteGroup.isPending}
        onConfirm={confirmDeletion}
        onClose={() => setDeletion(null)}
      />
      {gate.dialog}
    </div>
  );
}
