// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EmailAddress, emailPieces } from "./email-address";

afterEach(cleanup);

describe("an e-mail address on a card", () => {
  it("may break only after its @ and dots", () => {
    expect(emailPieces("rose-6a82d1dd@mail.example.com")).toEqual([
      "rose-6a82d1dd@",
      "mail.",
      "example.",
      "com",
    ]);
    expect(emailPieces("plain")).toEqual(["plain"]);
  });

  it("keeps the whole address in its text and title, in a box that ends a long piece in …", () => {
    render(<EmailAddress email="rose@example.com" className="text-base" />);
    const address = screen.getByTestId("email-address");
    expect(address.textContent).toBe("rose@example.com");
    expect(address.title).toBe("rose@example.com");
    expect(address.querySelectorAll("wbr")).toHaveLength(2);
    expect(address.className.split(" ")).toEqual(
      expect.arrayContaining(["min-w-0", "overflow-hidden", "text-ellipsis", "text-base"]),
    );
    expect(address.className).not.toMatch(/break-all|wrap-anywhere|overflow-wrap/);
  });
});
