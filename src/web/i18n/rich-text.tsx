import { cloneElement, Fragment, type ReactElement } from "react";
import type { TCatalogArea } from "./catalog-areas";
import type { TMessageKey, TMessageValues } from "./catalog-types";
import { useT } from "./use-t";

interface RichTextProps<A extends TCatalogArea> {
  area: A;
  id: TMessageKey<A>;
  /** The elements that wrap the message's `<0>…</0>` parts, so each language places them itself. */
  components: Record<string, ReactElement>;
  values?: TMessageValues;
}

const TAGGED_PART = /<(\d+)>(.*?)<\/\1>/;

/** A message with styled or linked parts, such as "Let's make <0>magic</0> pictures!". */
export function RichText<A extends TCatalogArea>({
  area,
  id,
  components,
  values,
}: RichTextProps<A>) {
  const t = useT(area);
  return <>{withComponents(t(id, values), components)}</>;
}

export function withComponents(
  message: string,
  components: Record<string, ReactElement>,
): (string | ReactElement)[] {
  const parts: (string | ReactElement)[] = [];
  let rest = message;
  for (let match = TAGGED_PART.exec(rest); match; match = TAGGED_PART.exec(rest)) {
    const [whole, index = "", inner = ""] = match;
    parts.push(rest.slice(0, match.index));
    const component = components[index];
    parts.push(
      component ? (
        cloneElement(component, { key: parts.length }, inner)
      ) : (
        <Fragment key={parts.length}>{inner}</Fragment>
      ),
    );
    rest = rest.slice(match.index + whole.length);
  }
  parts.push(rest);
  return parts.filter((part) => part !== "");
}
