import type { TSendGreetingCardForm } from "@/shared/contracts/greeting-cards";
import { useMutation } from "@tanstack/react-query";
import { apiRequest, humanMessageOf } from "@/web/lib/api";
import type { TGreetingRecipient } from "./greeting-handoff";

export interface TSendCardsInput {
  recipients: TGreetingRecipient[];
  cardBase64: string;
  subject: string;
  message: string;
  imageDescription: string;
}

export interface TSendCardsOutcome {
  sent: TGreetingRecipient[];
  failed: Array<{ recipient: TGreetingRecipient; message: string | undefined }>;
}

/** Every person needs an address before anything is sent (spec social.md §5). */
export function checkRecipientsHaveEmail(recipients: TGreetingRecipient[]): void {
  const missing = recipients.find((recipient) => recipient.email.trim() === "");
  if (missing) throw new Error(`Contact ${missing.name} does not have an email address`);
}

/** One call per person, all together; answers who got a card and who did not (and why). */
export async function sendGreetingCards(input: TSendCardsInput): Promise<TSendCardsOutcome> {
  checkRecipientsHaveEmail(input.recipients);
  const results = await Promise.allSettled(
    input.recipients.map((recipient) => {
      const body: TSendGreetingCardForm = {
        recipientEmail: recipient.email,
        recipientName: recipient.name,
        customMessage: input.message,
        imageDescription: input.imageDescription,
        greetingCardBase64: input.cardBase64,
        subject: input.subject,
      };
      return apiRequest("POST", "/api/greeting-cards/send-email", body);
    }),
  );
  const outcome: TSendCardsOutcome = { sent: [], failed: [] };
  results.forEach((result, index) => {
    const recipient = input.recipients[index];
    if (!recipient) return;
    if (result.status === "fulfilled") outcome.sent.push(recipient);
    else outcome.failed.push({ recipient, message: humanMessageOf(result.reason) });
  });
  return outcome;
}

export function useSendGreetingCards() {
  return useMutation({ mutationFn: sendGreetingCards });
}

/** "Grandma", "Grandma and Grandpa", "Grandma, Grandpa and Ms Lee". */
export function namesList(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
