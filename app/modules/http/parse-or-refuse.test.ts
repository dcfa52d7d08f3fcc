import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as zm from "zod/mini";
import { DomainError } from "~/modules/errors";
import { parseOrRefuse } from "./parse-or-refuse";

const schema = z.object({ name: z.string().min(1, "Please enter a name."), guests: z.coerce.number() });

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("not refused");
}

describe("parseOrRefuse (issue 28 item 17)", () => {
  it("gives the parsed data", () => {
    expect(parseOrRefuse(schema, { name: "Asha", guests: "40" })).toEqual({ name: "Asha", guests: 40 });
  });

  it("refuses with a 400 and the schema's first message, on the field when given", () => {
    const plain = refusal(() => parseOrRefuse(schema, { name: "", guests: "40" }));
    expect([plain.status, plain.message, plain.field]).toEqual([400, "Please enter a name.", undefined]);
    const onField = refusal(() => parseOrRefuse(schema, { name: "" }, "name"));
    expect([onField.status, onField.message, onField.field]).toEqual([400, "Please enter a name.", "name"]);
  });

  it("reads Zod Mini schemas too (the guests' pages)", () => {
    const mini = zm.object({ phone: zm.string().check(zm.minLength(10, "Enter a 10-digit number.")) });
    expect(parseOrRefuse(mini, { phone: "9876543210" })).toEqual({ phone: "9876543210" });
    expect(refusal(() => parseOrRefuse(mini, { phone: "1" })).message).toBe("Enter a 10-digit number.");
  });
});
