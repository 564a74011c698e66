import { Download, Send } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import type { TGreetingRecipient } from "./greeting-handoff";
import type { TGreetingCard } from "./make-greeting-card";
import { namesList } from "./use-send-greeting-cards";

interface CardPreviewProps {
  card: TGreetingCard;
  recipients: TGreetingRecipient[];
  isSending: boolean;
  onSend(): void;
  onCancel(): void;
}

function downloadCard(card: TGreetingCard) {
  const link = document.createElement("a");
  link.href = card.dataUrl;
  link.download = "greeting-card.png";
  document.body.append(link);
  link.click();
  link.remove();
}

/** The finished card as it will arrive, in place of the form: Download Preview, Cancel, Send. */
export function CardPreview({ card, recipients, isSending, onSend, onCancel }: CardPreviewProps) {
  const count = recipients.length;
  return (
    <div data-testid="card-preview">
      <DialogTitle>Your Greeting Card</DialogTitle>
      <DialogDescription>
        This is the card {namesList(recipients.map((recipient) => recipient.name))}{" "}
        {count === 1 ? "gets" : "get"} by email.
      </DialogDescription>
      <img
        src={card.dataUrl}
        alt="Your greeting card"
        width={800}
        height={600}
        data-testid="card-preview-image"
        className="mt-4 h-auto w-full rounded-2xl shadow-lg"
      />
      <div className="mt-5 grid gap-3 sm:grid-cols-3">
        <Button variant="outline" onClick={() => downloadCard(card)} disabled={isSending}>
          <Download aria-hidden />
          Download Preview
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={isSending}>
          Cancel
        </Button>
        <Button variant="dino" onClick={onSend} disabled={isSending}>
          <Send aria-hidden />
          {isSending ? "Sending..." : "Send"}
        </Button>
      </div>
    </div>
  );
}
