import { useEffect, useState } from "react";

export type TPictureBitmap =
  { status: "loading" } | { status: "ready"; image: HTMLImageElement } | { status: "failed" };

/**
 * Loads the first of `urls` that works (the face-swapped picture, then the original), for
 * drawing on a canvas.
 */
export function usePictureBitmap(urls: readonly string[]): TPictureBitmap {
  const key = urls.join("\n");
  const [state, setState] = useState<{ key: string; bitmap: TPictureBitmap }>({
    key,
    bitmap: { status: "loading" },
  });
  useEffect(() => {
    let isCurrent = true;
    const candidates = key.split("\n").filter(Boolean);
    const tryNext = (index: number) => {
      const url = candidates[index];
      if (url === undefined) {
        if (isCurrent) setState({ key, bitmap: { status: "failed" } });
        return;
      }
      const image = new Image();
      image.decoding = "async";
      image.onload = () => isCurrent && setState({ key, bitmap: { status: "ready", image } });
      image.onerror = () => isCurrent && tryNext(index + 1);
      image.src = url;
    };
    tryNext(0);
    return () => {
      isCurrent = false;
    };
  }, [key]);
  return state.key === key ? state.bitmap : { status: "loading" };
}
