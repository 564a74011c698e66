import {
  DEFAULT_GREETING_MESSAGE,
  DEFAULT_GREETING_SUBJECT,
  GREETING_MESSAGE_MAX_LENGTH,
  GREETING_SUBJECT_MAX_LENGTH,
} from "@/shared/contracts/greeting-cards";
import { Sparkles, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { TextAreaField } from "@/web/components/ui/text-area-field";
import { TextField } from "@/web/components/ui/text-field";
import { toast } from "@/web/components/ui/toast-store";
import { senderName } from "@/shared/sender-name";
import { useSettings } from "@/web/features/account/use-settings";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { useContactGroups, useContacts } from "@/web/features/contacts/contact-queries";
import { GalleryPicturePicker } from "@/web/features/gallery/gallery-picture-picker";
import { useImages } from "@/web/features/gallery/use-images";
import { CardPreview } from "./card-preview";
import type { TGreetingPicture, TGreetingRecipient } from "./greeting-handoff";
import { InlineContactForm } from "./inline-contact-form";
import { makeGreetingCard, type TGreetingCard } from "./make-greeting-card";
import { RecipientChips } from "./recipient-chips";
import { RecipientPicker } from "./recipient-picker";
import { namesList, useSendGreetingCards } from "./use-send-greeting-cards";
import { useParentalGate } from "@/web/features/parental-gate/use-parental-gate";
import { friendlyMessageOf } from "@/web/lib/api";

/** Why the dialog opened and with what: a gallery picture, or the hand-off from /contacts. */
export interface TShareLaunch {
  /** A new number each time, so every opening starts fresh. */
  id: number;
  picture: TGreetingPicture | null;
  recipients: TGreetingRecipient[];
  message?: string;
  origin: "gallery" | "contacts";
}

const BLANK_MESSAGE_ON_CARD = "I made this picture just for you!";
const toRecipient = ({ id, name, email }: TGreetingRecipient): TGreetingRecipient => ({
  id,
  name,
  email,
});

/** The share / greeting-card dialog on home (spec social.md §2, §4, §5, §8). */
export function ShareDialog({ launch, onClose }: { launch: TShareLaunch | null; onClose(): void }) {
  return (
    <Dialog open={launch !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-2xl" data-testid="share-dialog">
        {launch && <ShareDialogBody key={launch.id} launch={launch} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ShareDialogBody({ launch, onDone }: { launch: TShareLaunch; onDone(): void }) {
  const { user } = useCurrentUser();
  const { data: settings } = useSettings({ isEnabled: user !== null });
  const images = useImages();
  const contacts = useContacts();
  const groups = useContactGroups();
  const send = useSendGreetingCards();
  const [picture, setPicture] = useState<TGreetingPicture | null>(launch.picture);
  const [subject, setSubject] = useState(DEFAULT_GREETING_SUBJECT);
  const [message, setMessage] = useState(launch.message ?? DEFAULT_GREETING_MESSAGE);
  const [chosen, setChosen] = useState(
    () => new Map(launch.recipients.map((recipient) => [recipient.id, recipient])),
  );
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [isDrawing, setIsDrawing] = useState(false);
  const [card, setCard] = useState<TGreetingCard | null>(null);

  const currentPicture = picture ?? images.data?.[0] ?? null;
  // Once the address book is here, people deleted meanwhile drop out and names are current.
  const recipients = contacts.data
    ? contacts.data.filter((contact) => chosen.has(contact.id)).map(toRecipient)
    : [...chosen.values()];
  const selectedIds = new Set(recipients.map((recipient) => recipient.id));

  function choose(people: TGreetingRecipient[], isChosen: boolean) {
    setChosen((current) => {
      const next = new Map(current);
      for (const person of people) {
        if (isChosen) next.set(person.id, toRecipient(person));
        else next.delete(person.id);
      }
      return next;
    });
  }

  async function createCard() {
    if (recipients.length === 0) {
      toast({
        title: "No Contacts Selected",
        description: "Please select at least one contact to share with!",
        variant: "destructive",
      });
      return;
    }
    if (!currentPicture) {
      toast({ title: "No Picture Yet", description: "Make a picture first, then send it!" });
      return;
    }
    setIsDrawing(true);
    try {
      setCard(
        await makeGreetingCard({
          picture: currentPicture,
          message: message.trim() || BLANK_MESSAGE_ON_CARD,
          // Signed by the child (issue 36), never with the parent's name.
          childName: senderName(settings?.childName, user?.username ?? "Me"),
        }),
      );
    } catch {
      toast({
        title: "Preview Failed",
        description: "Couldn't create greeting card preview. Please try again!",
        variant: "destructive",
      });
    } finally {
      setIsDrawing(false);
    }
  }

  const gate = useParentalGate();

  function sendCards() {
    if (!card || !currentPicture) return;
    const failedTitle =
      launch.origin === "contacts" ? "Error sending greeting cards" : "Send Failed";
    send.mutate(
      {
        recipients,
        cardBase64: card.base64,
        subject: subject.trim(),
        message: message.trim(),
        imageDescription: currentPicture.description,
      },
      {
        onSuccess: ({ sent, failed }) => {
          const sentNames = namesList(sent.map((person) => person.name));
          if (failed.length === 0) {
            toast({
              title: "Greeting Cards Sent!",
              description: `${sent.length} ${sent.length === 1 ? "card is" : "cards are"} on the way to ${sentNames}!`,
              variant: "success",
            });
            onDone();
            return;
          }
          choose(sent, false);
          setCard(null);
          const reason = failed[0]?.message ?? "Failed to create greeting cards. Please try again!";
          toast({
            title: failedTitle,
            description: sent.length > 0 ? `Sent to ${sentNames}. ${reason}` : reason,
            variant: "destructive",
          });
        },
        onError: (error) =>
          toast({
            title: failedTitle,
            description: friendlyMessageOf(
              error,
              "Failed to create greeting cards. Please try again!",
            ),
            variant: "destructive",
          }),
      },
    );
  }

  if (card)
    return (
      <>
        <CardPreview
          card={card}
          recipients={recipients}
          isSending={send.isPending}
          onSend={() => gate.check(sendCards)}
          onCancel={() => setCard(null)}
        />
        {gate.dialog}
      </>
    );

  return (
    <>
      {gate.dialog}
      <DialogTitle className="flex items-center gap-2">
        <FluentEmoji name="love-letter" className="size-10" />
        Send a Greeting Card
      </DialogTitle>
      <DialogDescription>
        Choose who gets your picture, write a little message, and make a real card!
      </DialogDescription>

      <div className="mt-5 space-y-5">
        <section aria-labelledby="share-picture-title" className="space-y-2">
          <h3 id="share-picture-title" className="font-display text-lg font-semibold">
            Your picture
          </h3>
          <GalleryPicturePicker
            pickLabel="Use picture"
            selectedId={currentPicture?.id ?? null}
            onPick={setPicture}
            layout="row"
            newest={24}
            empty={<p className="text-base text-slate-600">Make a picture first, then send it!</p>}
          />
        </section>

        <TextField
          label="Subject"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          maxLength={GREETING_SUBJECT_MAX_LENGTH}
        />
        <TextAreaField
          label="Your message (optional)"
          rows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          maxLength={GREETING_MESSAGE_MAX_LENGTH}
        />

        <section aria-labelledby="share-people-title" className="space-y-3">
          <h3 id="share-people-title" className="font-display text-lg font-semibold">
            Send to
          </h3>
          <RecipientChips recipients={recipients} onRemove={(person) => choose([person], false)} />
          <div className="max-h-72 overflow-y-auto rounded-3xl bg-sky-50 p-3">
            {contacts.isPending ? (
              <p className="text-base">Loading your contacts...</p>
            ) : contacts.data && contacts.data.length > 0 ? (
              <RecipientPicker
                contacts={contacts.data}
                groups={groups.data ?? []}
                selectedIds={selectedIds}
                onToggle={(contact, isChosen) => choose([contact], isChosen)}
                onSetMany={(people, isChosen) => choose(people, isChosen)}
              />
            ) : (
              <p className="text-base">
                No contacts yet. Add Grandma, Grandpa or a friend with Create New Contact!
              </p>
            )}
          </div>
          {isFormOpen ? (
            <InlineContactForm
              groups={groups.data ?? []}
              onCreated={(contact) => {
                choose([contact], true);
                setIsFormOpen(false);
              }}
              onCancel={() => setIsFormOpen(false)}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => gate.check(() => setIsFormOpen(true))}>
                <UserPlus aria-hidden />
                Create New Contact
              </Button>
              <Link href="/contacts" className={buttonVariants({ variant: "ghost" })}>
                <Users aria-hidden />
                Manage Contacts
              </Link>
            </div>
          )}
        </section>

        <div className="sticky -bottom-6 -mx-6 bg-cream/95 px-6 pt-2 pb-6 backdrop-blur">
          <Button
            variant="berry"
            size="lg"
            className="w-full"
            onClick={() => void createCard()}
            disabled={isDrawing}
          >
            <Sparkles aria-hidden />
            {isDrawing ? "Making your card..." : "Create Card"}
          </Button>
        </div>
      </div>
    </>
  );
}
