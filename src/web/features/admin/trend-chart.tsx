import type { TDailyCount } from "@/shared/contracts/admin";
import { formatTrendDay } from "./admin-format";

const WIDTH = 320;
const HEIGHT = 150;
const AXIS = 24;
const TOP = 20;

/** Seven days as bars with their counts, drawn as SVG (no chart library, scales to its box). */
export function TrendChart({
  title,
  days,
  colour,
}: {
  title: string;
  days: TDailyCount[];
  colour: string;
}) {
  const highest = Math.max(1, ...days.map((day) => day.count));
  const slot = WIDTH / days.length;
  const barWidth = slot * 0.6;
  const plotHeight = HEIGHT - AXIS - TOP;
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <figure className="space-y-2">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="font-display text-lg font-semibold">{title}</span>
        <span className="text-base text-slate-600">{total} in 7 days</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${title}: ${days.map((day) => `${formatTrendDay(day.date)} ${day.count}`).join(", ")}`}
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - AXIS}
          y2={HEIGHT - AXIS}
          stroke="#bee3f8"
          strokeWidth={2}
        />
        {days.map((day, index) => {
          const height = (day.count / highest) * plotHeight;
          const x = index * slot + (slot - barWidth) / 2;
          const y = HEIGHT - AXIS - height;
          return (
            <g key={day.date}>
              <rect x={x} y={y} width={barWidth} height={height} rx={5} fill={colour} />
              <text
                x={x + barWidth / 2}
                y={y - 4}
                textAnchor="middle"
                className="fill-ink text-[13px] font-bold"
              >
                {day.count}
              </text>
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                className="fill-slate-500 text-[12px]"
              >
                {formatTrendDay(day.date)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
