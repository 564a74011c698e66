import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { Notice } from "@/web/components/ui/notice";
import { apiRequest, checkedByServer, getJson } from "@/web/lib/api";
import type { TUndeliveredCards } from "@/shared/contracts/greeting-cards";
import { UNDELIVERED_CARD_TEXT } from "@/shared/contracts/undelivered-card-text";

const UNDELIVERED_KEY = ["greeting-cards", "undelivered"] as const;

/**
 * On a signed-in family's creation page: each greeting card whose mail failed every try (the
 * family is also told by mail), with the way to fix the address, until a grown-up dismisses it.
 */
export function UndeliveredCardsNotice() {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: UNDELIVERED_KEY,
    queryFn: () => getJson("/api/greeting-cards/undelivered", checkedByServer<TUndeliveredCards>()),
    staleTime: 60_000,
  });
  const dismiss = useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/greeting-cards/undelivered/${id}`),
    // Dismissed, or already gone (dismissed on another device): either way it leaves the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: UNDELIVERED_KEY }),
  });
  const cards = data?.cards ?? [];
  if (cards.length === 0) return null;
  return (
    <div className="mb-6 space-y-3" data-testid="undelivered-cards">
      {cards.map((card) => (
        <Notice key={card.id} tone="warning" role="status">
          <h2 className="text-xl font-bold">{UNDELIVERED_CARD_TEXT.title(card.recipientName)}</h2>
          <p>{UNDELIVERED_CARD_TEXT.explanation(card.recipientName, card.subject)}</p>
          <div className="flex flex-wrap gap-3">
            <Link href="/contacts" className={buttonVariants({ variant: "sunny" })}>
              {UNDELIVERED_CARD_TEXT.openContacts}
            </Link>
            <Button
              variant="outline"
              disabled={dismiss.isPending && dismiss.variables === card.id}
              onClick={() => dismiss.mutate(card.id)}
            >
              {UNDELIVERED_CARD_TEXT.dismiss}
            </Button>
          </div>
        </Notice>
      ))}
    </div>
  );
}
