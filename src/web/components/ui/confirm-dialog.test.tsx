// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Trash2 } from "lucide-react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

afterEach(cleanup);

function renderDialog(overrides: { isOpen?: boolean; isBusy?: boolean } = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfirmDialog
      isOpen={overrides.isOpen ?? true}
      onClose={onClose}
      title="Remove from your diary?"
      preview={<img alt="The dragon" src="data:," />}
      description='Are you sure you want to remove "this picture" from your diary?'
      note="It stays in your gallery."
      confirmIcon={Trash2}
      confirmLabel="Yes, remove it"
      busyLabel="Removing..."
      isBusy={overrides.isBusy ?? false}
      onConfirm={onConfirm}
      keepLabel="Keep it"
    />,
  );
  return { onConfirm, onClose };
}

describe("the confirm dialog", () => {
  it("asks its question under its title, with what it is about and a note", () => {
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Remove from your diary?" });
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    const description = document.getElementById(dialog.getAttribute("aria-describedby")!);
    expect(description?.textContent).toBe(
      'Are you sure you want to remove "this picture" from your diary?',
    );
    expect(screen.getByRole("img", { name: "The dragon" })).toBeTruthy();
    expect(screen.getByText("It stays in your gallery.")).toBeTruthy();
  });

  it("does the work on yes and closes on the way out", () => {
    const { onConfirm, onClose } = renderDialog();
    fireEvent.click(screen.getByRole("button", { name: "Yes, remove it" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("says it is busy and takes no second yes while the work runs", () => {
    const { onConfirm } = renderDialog({ isBusy: true });
    const yes = screen.getByRole("button", { name: "Removing..." });
    expect(yes).toHaveProperty("disabled", true);
    fireEvent.click(yes);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Yes, remove it" })).toBeNull();
  });

  it("shows nothing while closed", () => {
    renderDialog({ isOpen: false });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
