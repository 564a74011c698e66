import { isValidElement } from "react";
import { describe, expect, it } from "vitest";
import { withComponents } from "./rich-text";

describe("a message with styled parts", () => {
  it("wraps each <n>…</n> part in its element, where the language put it", () => {
    const parts = withComponents("¡Hagamos dibujos <0>mágicos</0>!", { 0: <span className="x" /> });
    expect(parts[0]).toBe("¡Hagamos dibujos ");
    const styled = parts[1];
    expect(isValidElement(styled) && styled.type).toBe("span");
    expect(isValidElement<{ children: string }>(styled) && styled.props.children).toBe("mágicos");
    expect(parts[2]).toBe("!");
  });

  it("keeps a message without parts as it is", () => {
    expect(withComponents("Hello", {})).toEqual(["Hello"]);
  });
});
