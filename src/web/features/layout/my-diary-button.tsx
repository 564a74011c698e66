import { BookHeart } from "lucide-react";
import { Link, useLocation } from "wouter";
import { buttonVariants } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

/** The header's My Diary button (signed in); just the book below desktop width. */
export function MyDiaryButton() {
  const [path] = useLocation();
  const isHere = path === "/diary";
  return (
    <Link
      href="/diary"
      aria-label="My Diary"
      aria-current={isHere ? "page" : undefined}
      className={cn(
        buttonVariants({ variant: "outline" }),
        "shrink-0 px-3 max-lg:size-12 max-lg:px-0",
        isHere && "bg-sky-100",
      )}
    >
      <BookHeart className="text-berry" aria-hidden />
      <span className="max-lg:sr-only">My Diary</span>
    </Link>
  );
}
