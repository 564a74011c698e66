import { toast } from "@/web/components/ui/toast-store";
import { humanMessageOf } from "@/web/lib/api";

export function toastFamilyDone(message: string): void {
  toast({ title: "Done", description: message, variant: "success" });
}

export function toastFamilyFailed(error: unknown): void {
  toast({
    title: "Error",
    description: humanMessageOf(error) ?? "That didn't work. Please try again!",
    variant: "destructive",
  });
}
