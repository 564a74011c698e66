// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_SETTINGS } from "@/shared/contracts/settings";
import { useSettings } from "./use-settings";

describe("useSettings", () => {
  it("asks the server once while moving between pages, not on every header", async () => {
    const queryFn = vi.fn(() => Promise.resolve(DEFAULT_SETTINGS));
    const client = new QueryClient({ defaultOptions: { queries: { queryFn, retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    for (let page = 0; page < 3; page++) {
      const { result, unmount } = renderHook(() => useSettings(), { wrapper });
      await waitFor(() => expect(result.current.data).toEqual(DEFAULT_SETTINGS));
      unmount();
    }
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
