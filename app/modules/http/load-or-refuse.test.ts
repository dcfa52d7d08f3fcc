import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { DomainError } from "~/modules/errors";
import { loadOrRefuse } from "./load-or-refuse.server";

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing thrown");
}

describe("loadOrRefuse (issue 28 item 17)", () => {
  it("gives the loader's data", async () => {
    await expect(loadOrRefuse(async () => ({ a: 1 }))).resolves.toEqual({ a: 1 });
  });

  it("throws a refusal as its status and message, for the screen's error boundary", async () => {
    const error = await thrown(() =>
      loadOrRefuse(async () => {
        throw new DomainError(403, "Only accounts may see this.");
      }),
    );
    expect(error).toMatchObject({
      type: "DataWithResponseInit",
      data: { message: "Only accounts may see this." },
    });
    expect((error as { init: ResponseInit }).init.status).toBe(403);
    expect(isRouteErrorResponse(error)).toBe(false);
  });

  it("a 404 takes the screen's own not-found text when given", async () => {
    const error = await thrown(() =>
      loadOrRefuse(
        async () => {
          throw new DomainError(404, "gone");
        },
        { notFound: "Reservation not found." },
      ),
    );
    expect(error).toMatchObject({ data: { message: "Reservation not found." }, init: { status: 404 } });
  });

  it("anything else is thrown on unchanged (the route's generic failure)", async () => {
    const boom = new Error("database down");
    expect(
      await thrown(() =>
        loadOrRefuse(async () => {
          throw boom;
        }),
      ),
    ).toBe(boom);
  });
});
