import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DomainError } from "~/modules/errors";
import { readQuery } from "./read-query";

const schema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD."),
  to: z.string().optional(),
});

describe("readQuery", () => {
  it("reads the named parameters through the schema, absent ones undefined, others ignored", () => {
    const url = new URL("http://x/api?from=2026-11-23&extra=1");
    expect(readQuery(url, schema, ["from", "to"])).toEqual({ from: "2026-11-23" });
  });

  it("refuses with a 400 DomainError carrying the schema's first message", () => {
    const url = new URL("http://x/api?from=23-11-2026");
    let thrown: unknown;
    try {
      readQuery(url, schema, ["from", "to"]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({ status: 400, message: "Use YYYY-MM-DD." });
  });
});
