import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { HTMLAttributes } from "react";
import { cn } from "@/web/lib/cn";

const noticeVariants = cva("flex items-start gap-3 rounded-2xl border-4 p-4 text-lg", {
  variants: {
    tone: {
      success: "border-dino bg-[#f0fff4]",
      info: "border-sky-200 bg-sky-50",
      warning: "border-sunny bg-yellow-50",
    },
  },
  defaultVariants: { tone: "info" },
});

const ICONS = { success: CircleCheck, info: Info, warning: CircleAlert } as const;
const ICON_COLOURS = {
  success: "text-dino-deep",
  info: "text-sky-brand",
  warning: "text-[#b7791f]",
};

/** A message that stays on the page (unlike a toast), with an icon for its tone. */
export function Notice({
  tone,
  className,
  children,
  ...props
}: HTMLAttributes<HTMLDivElement> & VariantProps<typeof noticeVariants>) {
  const Icon = ICONS[tone ?? "info"];
  return (
    <div className={cn(noticeVariants({ tone }), className)} {...props}>
      <Icon className={cn("mt-0.5 size-7 shrink-0", ICON_COLOURS[tone ?? "info"])} aria-hidden />
      <div className="min-w-0 flex-1 space-y-3">{children}</div>
    </div>
  );
}
