import { useId } from "react";
import { cn } from "@/web/lib/cn";

interface DinoMascotProps {
  className?: string;
  /** Read by screen readers; leave out when the dino is only decoration. */
  label?: string;
}

/** Dot, the Doodle Dino mascot: a round green dinosaur with sunny back plates and a big smile. */
export function DinoMascot({ className, label }: DinoMascotProps) {
  const gradientId = `dino-${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  return (
    <svg
      viewBox="0 0 200 200"
      className={cn("block", className)}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <defs>
        <linearGradient id={`${gradientId}-skin`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#68d391" />
          <stop offset="1" stopColor="#38a169" />
        </linearGradient>
      </defs>
      <ellipse cx="100" cy="186" rx="62" ry="8" fill="#2d3748" opacity="0.12" />
      <g fill="#f6c945" stroke="#d69e2e" strokeWidth="3" strokeLinejoin="round">
        <path d="M36 112 L34 92 L52 104 Z" />
        <path d="M52 96 L56 72 L72 90 Z" />
        <path d="M74 84 L84 60 L96 82 Z" />
        <path d="M98 62 L112 40 L120 60 Z" />
        <path d="M122 40 L140 24 L142 44 Z" />
      </g>
      <g fill={`url(#${gradientId}-skin)`} stroke="#2f855a" strokeWidth="4" strokeLinejoin="round">
        <path d="M52 128 C30 130 14 118 8 96 C22 110 38 112 58 106 Z" />
        <rect x="66" y="146" width="24" height="34" rx="12" />
        <rect x="106" y="146" width="24" height="34" rx="12" />
        <ellipse cx="96" cy="124" rx="50" ry="40" />
        <path d="M108 104 C112 84 118 70 126 62 L156 84 C146 96 140 108 136 122 Z" />
        <ellipse cx="146" cy="66" rx="44" ry="36" />
        <path d="M132 120 C142 118 150 122 152 130 C146 132 138 130 132 128 Z" />
      </g>
      <ellipse cx="108" cy="134" rx="28" ry="24" fill="#c6f6d5" />
      <g stroke="#9ae6b4" strokeWidth="3" strokeLinecap="round" fill="none">
        <path d="M90 124 Q108 130 126 124" />
        <path d="M88 138 Q108 144 128 138" />
      </g>
      <g fill="#2f855a">
        <circle cx="72" cy="178" r="2.5" />
        <circle cx="80" cy="179" r="2.5" />
        <circle cx="112" cy="178" r="2.5" />
        <circle cx="120" cy="179" r="2.5" />
      </g>
      <circle cx="152" cy="56" r="14" fill="#fff" stroke="#2f855a" strokeWidth="3" />
      <circle cx="156" cy="57" r="8" fill="#1a202c" />
      <circle cx="159" cy="53" r="3" fill="#fff" />
      <ellipse cx="164" cy="80" rx="9" ry="6" fill="#fc8181" opacity="0.7" />
      <path
        d="M142 88 Q160 104 182 82"
        fill="none"
        stroke="#22543d"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="182" cy="60" r="2.5" fill="#22543d" />
      <circle cx="174" cy="58" r="2.5" fill="#22543d" />
    </svg>
  );
}
