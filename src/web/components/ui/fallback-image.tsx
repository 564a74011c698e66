import { useState, type ImgHTMLAttributes, type ReactNode } from "react";

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> {
  /** Best first (a face-swapped picture, then its original); empty entries are skipped. */
  sources: ReadonlyArray<string | null | undefined>;
  /** Shown when there is no source, or none of them loads. */
  missing: ReactNode;
}

/** A picture that falls back to the next source when one fails to load. */
export function FallbackImage({ sources, missing, ...props }: FallbackImageProps) {
  const urls = sources.filter((url): url is string => Boolean(url));
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const src = urls.find((url) => !failed.has(url));
  if (!src) return <>{missing}</>;
  return <img {...props} src={src} onError={() => setFailed(new Set(failed).add(src))} />;
}
