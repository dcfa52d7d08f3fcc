import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import Dashboard from "./dashboard";

describe("role dashboard dispatch", () => {
  it("tells a user with an unrecognised role to contact support", () => {
    const props = { loaderData: { role: "chef" } } as Parameters<typeof Dashboard>[0];
    expect(renderToString(<Dashboard {...props} />)).toContain(
      "Your account role is not recognized. Please contact support.",
    );
  });
});
