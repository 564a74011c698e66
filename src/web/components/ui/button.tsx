import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "@/web/lib/cn";

/**
 * Big, round, bright buttons; also used on links so both look the same. Each filled colour keeps
 * white text at a contrast of at least 4.5:1 (WCAG AA for normal-size text).
 */
export const buttonVariants = cva(
  [
    "inline-flex items-center justify-center gap-2 rounded-full font-display font-semibold",
    "select-none whitespace-nowrap transition-[transform,box-shadow,background-color] duration-150",
    "focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-brand",
    "active:translate-y-0.5 [&_svg]:shrink-0",
    "disabled:cursor-not-allowed disabled:opacity-50 disabled:grayscale disabled:active:translate-y-0",
    "aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:grayscale",
  ],
  {
    variants: {
      variant: {
        primary: "bg-sky-deep text-white shadow-[0_4px_0_#2c5282] hover:bg-[#2c5282]",
        dino: "bg-dino-deep text-white shadow-[0_4px_0_#22543d] hover:bg-[#276749]",
        sunny: "bg-sunny text-ink shadow-[0_4px_0_#d69e2e] hover:bg-[#f4c02c]",
        berry: "bg-[#b83280] text-white shadow-[0_4px_0_#97266d] hover:bg-[#97266d]",
        grape: "bg-[#805ad5] text-white shadow-[0_4px_0_#553c9a] hover:bg-[#6b46c1]",
        outline:
          "border-2 border-sky-brand bg-white text-sky-deep shadow-[0_3px_0_#bee3f8] hover:bg-sky-50",
        ghost: "text-sky-deep hover:bg-sky-100",
        danger: "bg-[#c53030] text-white shadow-[0_4px_0_#9b2c2c] hover:bg-[#9b2c2c]",
      },
      size: {
        md: "min-h-12 px-5 text-lg [&_svg]:size-5",
        lg: "min-h-14 px-7 text-xl [&_svg]:size-6",
        xl: "min-h-16 px-8 text-2xl [&_svg]:size-7",
        icon: "size-12 [&_svg]:size-6",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}
