import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "./client.server";
import { openBlankPglite } from "../../tests/support/db";

/** Issue 17 item 5: the embedded database's memory settings (docs/performance.md). */
let database: Database;
beforeAll(async () => {
  database = await openBlankPglite();
});
afterAll(() => database.close());

describe("the embedded database's memory", () => {
  it("runs with 16 MB of shared buffers and 2 MB per sort, not PostgreSQL's 128 MB and 4 MB", async () => {
    const setting = async (name: string) =>
      (await queryRows<{ value: string }>(database.db, sql`select current_setting(${name}) as value`))[0]!
        .value;
    expect(await setting("shared_buffers")).toBe("16MB");
    expect(await setting("work_mem")).toBe("2MB");
    expect(await setting("temp_buffers")).toBe("2MB");
  });
});
