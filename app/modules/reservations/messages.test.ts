import { describe, expect, it } from "vitest";
import { shownCount } from "./messages";

describe("list paging", () => {
  it("?show=N gives whole pages of 48, at least one and at most 2000", () => {
    const at = (q: string) => shownCount(new URL(`http://x/?${q}`));
    expect([at(""), at("show=abc"), at("show=-5"), at("show=96"), at("show=100"), at("show=99999")]).toEqual([
      48, 48, 48, 96, 144, 2000,
    ]);
  });
});
