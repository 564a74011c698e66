import { Fragment } from "react";
import { cn } from "@/web/lib/cn";

/** The address in pieces that each end after an "@" or a ".": the places a line may break. */
export function emailPieces(email: string): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const character of email) {
    piece += character;
    if (character === "@" || character === ".") {
      pieces.push(piece);
      piece = "";
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * An e-mail address in its own shrinkable box: a line breaks only after its "@" or a "." (never
 * through the middle of a name, as `break-all` did), a piece too long for the line ends in "…",
 * and the whole address stays in the text (screen readers) and in the title (a pointer's hover).
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  return (
    <span
      title={email}
      data-testid="email-address"
      className={cn("block min-w-0 overflow-hidden text-ellipsis", className)}
    >
      {emailPieces(email).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
