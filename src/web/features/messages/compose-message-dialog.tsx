import { FAMILY_TEXT } from "@/shared/contracts/family";
import type { TGalleryImage } from "@/shared/contracts/images";
import {
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGE_SUBJECT_MAX_LENGTH,
  MESSAGE_TEXT,
} from "@/shared/contracts/messages";
import { ImagePlus, Send, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { TextAreaField } from "@/web/components/ui/text-area-field";
import { TextField } from "@/web/components/ui/text-field";
import { toast } from "@/web/components/ui/toast-store";
import { GalleryPicturePicker } from "@/web/features/gallery/gallery-picture-picker";
import { PictureImage } from "@/web/features/gallery/picture-image";
import { useSendMessage } from "./message-calls";
import { toastMessageFailure, toastMessageSuccess } from "./message-toasts";

/** What the dialog opens with: empty for Compose, the sender and "Re: …" for a reply. */
export interface TComposeDraft {
  toUserId: string;
  subject: string;
}

interface ComposeMessageDialogProps {
  draft: TComposeDraft | null;
  onClose(): void;
}

/** The first empty field, in the spec's order (social.md §5), after trimming. */
function missingFieldMessage(values: { toUserId: string; subject: string; content: string }) {
  if (!values.toUserId.trim()) return MESSAGE_TEXT.recipientRequired;
  if (!values.subject.trim()) return MESSAGE_TEXT.subjectRequired;
  if (!values.content.trim()) return MESSAGE_TEXT.contentRequired;
  return null;
}

/** 'Compose New Message': recipient, subject, message and an optional picture from the gallery. */
export function ComposeMessageDialog({ draft, onClose }: ComposeMessageDialogProps) {
  return (
    <Dialog open={draft !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-xl">
        {draft && <ComposeForm key={JSON.stringify(draft)} draft={draft} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ComposeForm({ draft, onClose }: { draft: TComposeDraft; onClose(): void }) {
  const [toUserId, setToUserId] = useState(draft.toUserId);
  const [subject, setSubject] = useState(draft.subject);
  const [content, setContent] = useState("");
  const [picture, setPicture] = useState<TGalleryImage | null>(null);
  const [isPicking, setIsPicking] = useState(false);
  const send = useSendMessage();

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = missingFieldMessage({ toUserId, subject, content });
    if (missing) {
      toast({ title: MESSAGE_TEXT.errorTitle, description: missing, variant: "destructive" });
      return;
    }
    send.mutate(
      {
        toUserId: toUserId.trim(),
        subject: subject.trim(),
        content: content.trim(),
        ...(picture ? { attachedImageId: picture.id } : {}),
      },
      {
        onSuccess: (message) => {
          toastMessageSuccess(
            message.delivery === "waiting" ? FAMILY_TEXT.waitingForGrownUp : MESSAGE_TEXT.sent,
          );
          onClose();
        },
        onError: (error) => toastMessageFailure(error, MESSAGE_TEXT.sendFailed),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <DialogTitle>Compose New Message</DialogTitle>
      <DialogDescription className="sr-only">
        Write to someone in the family by their username or email.
      </DialogDescription>
      <TextField
        label="To (User ID or Email)"
        value={toUserId}
        onChange={(event) => setToUserId(event.target.value)}
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        hint="Their username, or the email address they signed up with."
        placeholder="cousin_ben"
      />
      <TextField
        label="Subject"
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        maxLength={MESSAGE_SUBJECT_MAX_LENGTH}
      />
      <TextAreaField
        label="Message"
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={6}
        maxLength={MESSAGE_CONTENT_MAX_LENGTH}
        placeholder="Write something kind!"
      />

      <div className="space-y-2">
        {picture ? (
          <div className="flex items-center gap-3 rounded-2xl bg-white p-2 shadow-sm">
            <PictureImage
              image={picture}
              size="thumbnail"
              sizes="80px"
              className="size-20 shrink-0 rounded-xl object-cover"
            />
            <p className="line-clamp-2 min-w-0 flex-1 text-lg font-semibold">
              {picture.description}
            </p>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Remove picture"
              onClick={() => setPicture(null)}
            >
              <X aria-hidden />
            </Button>
          </div>
        ) : (
          <Button
            variant="sunny"
            aria-expanded={isPicking}
            onClick={() => setIsPicking(!isPicking)}
          >
            <ImagePlus aria-hidden /> {isPicking ? "Hide my pictures" : "Add a picture"}
          </Button>
        )}
        {isPicking && !picture && (
          <GalleryPicturePicker
            pickLabel="Attach picture"
            onPick={(image) => {
              setPicture(image);
              setIsPicking(false);
            }}
            layout="box"
            hint="Tap a picture to add it to your message."
            empty={
              <p className="rounded-2xl bg-sky-50 p-4 text-lg">
                Your gallery is empty. Make a picture first, then you can send it!
              </p>
            }
          />
        )}
      </div>

      <DialogFooter className="pt-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="dino" disabled={send.isPending}>
          <Send aria-hidden /> {send.isPending ? "Sending..." : "Send Message"}
        </Button>
      </DialogFooter>
    </form>
  );
}
