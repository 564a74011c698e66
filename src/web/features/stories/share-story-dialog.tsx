import {
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGE_SUBJECT_MAX_LENGTH,
} from "@/shared/contracts/messages";
import { Send } from "lucide-react";
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
import { useSendMessage } from "@/web/features/messages/message-calls";
import { humanMessageOf } from "@/web/lib/api";
import { SHARE_SUBJECT, recipientsOf, storySharedToast } from "./share-text";

interface ShareStoryDialogProps {
  /** The composed message, or null while closed. */
  text: string | null;
  onClose(): void;
}

/**
 * Sends a story as a message (POST /api/messages/send), one call per recipient, all together
 * (spec social.md §7). The composed text can still be changed before sending.
 */
export function ShareStoryDialog({ text, onClose }: ShareStoryDialogProps) {
  return (
    <Dialog open={text !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-xl">
        {text !== null && <ShareForm key={text} text={text} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ShareForm({ text, onClose }: { text: string; onClose(): void }) {
  const [to, setTo] = useState("");
  const [subject, setSubject] = useState(SHARE_SUBJECT);
  const [content, setContent] = useState(text);
  const [isSending, setIsSending] = useState(false);
  const send = useSendMessage();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const recipients = recipientsOf(to);
    if (recipients.length === 0) {
      toast({
        title: "No Recipients",
        description: "Please enter who to share your story with!",
        variant: "destructive",
      });
      return;
    }
    if (!subject.trim() || !content.trim()) {
      toast({ title: "Nothing to Share", description: "Please keep a subject and your story." });
      return;
    }
    setIsSending(true);
    try {
      const sent = await Promise.all(
        recipients.map(async (toUserId) => {
          const message = await send.mutateAsync({
            toUserId,
            subject: subject.trim(),
            content: content.trim(),
          });
          return { to: toUserId, delivery: message.delivery };
        }),
      );
      toast({ ...storySharedToast(sent), variant: "success" });
      onClose();
    } catch (error) {
      toast({
        title: "Send Failed",
        description: humanMessageOf(error) ?? "Failed to share story. Please try again!",
        variant: "destructive",
      });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <DialogTitle>Share Your Story</DialogTitle>
      <DialogDescription>
        Send your story as a message to family and friends by their username or email.
      </DialogDescription>
      <TextField
        label="To (usernames or emails, separated by commas)"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        placeholder="grandma_rose, ben@example.com"
      />
      <TextField
        label="Subject"
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        maxLength={MESSAGE_SUBJECT_MAX_LENGTH}
      />
      <TextAreaField
        label="Story"
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={8}
        maxLength={MESSAGE_CONTENT_MAX_LENGTH}
        className="text-lg"
      />
      <DialogFooter className="pt-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="dino" disabled={isSending}>
          <Send aria-hidden /> {isSending ? "Sharing Story..." : "Share Story"}
        </Button>
      </DialogFooter>
    </form>
  );
}
