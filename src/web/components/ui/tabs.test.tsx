// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

afterEach(cleanup);

/** Three tabs whose page refuses "Locked", as the creation page refuses Stories to a visitor. */
function ThreeTabs() {
  const [tab, setTab] = useState("one");
  return (
    <Tabs value={tab} onValueChange={(next) => next !== "locked" && setTab(next)}>
      <TabsList aria-label="Numbers">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
        <TabsTrigger value="locked">Locked</TabsTrigger>
      </TabsList>
      <TabsContent value="one">First panel</TabsContent>
      <TabsContent value="two">Second panel</TabsContent>
      <TabsContent value="locked">Locked panel</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("Tabs", () => {
  it("shows the chosen tab's panel only, named by its tab, and marks that tab", () => {
    render(<ThreeTabs />);
    expect(screen.getByRole("tablist", { name: "Numbers" })).toBeTruthy();
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toBe("First panel");
    expect(panel.getAttribute("aria-labelledby")).toBe(tab("One").id);
    expect(tab("One").getAttribute("aria-controls")).toBe(panel.id);
    expect(tab("One").getAttribute("aria-selected")).toBe("true");
    expect(tab("Two").getAttribute("aria-selected")).toBe("false");
    expect(screen.queryByText("Second panel")).toBeNull();

    fireEvent.click(tab("Two"));
    expect(screen.getByRole("tabpanel").textContent).toBe("Second panel");
    expect(tab("Two").getAttribute("data-state")).toBe("active");
    expect(tab("One").getAttribute("data-state")).toBe("inactive");
  });

  it("keeps only the shown tab in the Tab order", () => {
    render(<ThreeTabs />);
    expect([tab("One"), tab("Two"), tab("Locked")].map((each) => each.tabIndex)).toEqual([
      0, -1, -1,
    ]);
  });

  it("moves with the arrow keys, round the ends, and with Home and End, showing the tab reached", () => {
    render(<ThreeTabs />);
    const list = screen.getByRole("tablist");
    tab("One").focus();
    fireEvent.keyDown(list, { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("Two"));
    expect(screen.getByRole("tabpanel").textContent).toBe("Second panel");
    fireEvent.keyDown(list, { key: "ArrowLeft" });
    fireEvent.keyDown(list, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tab("Locked"));
    fireEvent.keyDown(list, { key: "Home" });
    expect(document.activeElement).toBe(tab("One"));
    fireEvent.keyDown(list, { key: "End" });
    expect(document.activeElement).toBe(tab("Locked"));
  });

  it("leaves the shown tab to the page: a tab the page refuses shows nothing new", () => {
    render(<ThreeTabs />);
    fireEvent.click(tab("Locked"));
    expect(screen.getByRole("tabpanel").textContent).toBe("First panel");
    expect(tab("Locked").getAttribute("aria-selected")).toBe("false");
  });
});
