import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "@/web/lib/cn";

/** Big, round, bright buttons; also used on links so both look the same. */
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
        primary:
          "bg-sky-brand text-white shadow-[0_4px_0_var(--color-sky-deep)] hover:bg-[#3b8bd0]",
        dino: "bg-dino text-white shadow-[0_4px_0_var(--color-dino-deep)] hover:bg-[#3fa96a]",
        sunny: "bg-sunny text-ink shadow-[0_4px_0_#d69e2e] hover:bg-[#f4c02c]",
        berry: "bg-berry text-white shadow-[0_4px_0_#b83280] hover:bg-[#e4519a]",
        grape: "bg-grape text-white shadow-[0_4px_0_#6b46c1] hover:bg-[#8f68e0]",
        outline:
          "border-2 border-sky-brand bg-white text-sky-deep shadow-[0_3px_0_#bee3f8] hover:bg-sky-50",
        ghost: "text-sky-deep hover:bg-sky-100",
        danger: "bg-red-500 text-white shadow-[0_4px_0_#9b2c2c] hover:bg-red-600",
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
