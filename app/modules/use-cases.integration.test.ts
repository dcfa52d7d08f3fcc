import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  customerEntries,
  enquiries,
  menuCategories,
  menuItems,
  reservations,
  sitePictures,
  users,
} from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { registerUser } from "~/modules/auth/users.server";
import { listEnquiries, openEnquiry, setEnquiryHandled } from "~/modules/contact/enquiries.server";
import { submitEnquiry } from "~/modules/contact/submit-enquiry.server";
import { DomainError } from "~/modules/errors";
import type { LiveEvent } from "~/modules/live/events.server";
import { createMenuItem } from "~/modules/menu/create-menu-item.server";
import { deleteMenuItem } from "~/modules/menu/delete-menu-item.server";
import { exportCustomerEntriesXlsx } from "~/modules/menu/export-customer-entries-xlsx.server";
import { importMenuItems } from "~/modules/menu/import-menu-items.server";
import { listCustomerEntries, listCustomerEntriesPage } from "~/modules/menu/list-customer-entries.server";
import { loadAdminPanel } from "~/modules/menu/load-admin-panel.server";
import { createCategory, deleteCategory, updateCategory } from "~/modules/menu/manage-categories.server";
import { categorySchema, menuItemSchema, restaurantInfoSchema } from "~/modules/menu/menu.schema";
import { previewMenuImport } from "~/modules/menu/plan-menu-import.server";
import { createRouteHarness, type RouteHarness } from "../../tests/support/route-harness";
import { saveItemPhoto } from "~/modules/menu/save-item-photo.server";
import { seedMenu } from "~/modules/menu/seed-menu.server";
import { setItemStock, updateMenuItem } from "~/modules/menu/update-menu-item.server";
import { updateRestaurantInfo } from "~/modules/menu/update-restaurant-info.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { deleteReservation } from "~/modules/reservations/delete-reservation.server";
import { processDeletionRequest } from "~/modules/reservations/process-deletion-request.server";
import { requestDeletion } from "~/modules/reservations/request-deletion.server";
import { restoreReservation } from "~/modules/reservations/restore-reservation.server";
import { softDeleteReservation } from "~/modules/reservations/soft-delete-reservation.server";
import { input } from "~/modules/reservations/test-fixtures";
import { updateReservation } from "~/modules/reservations/update-reservation.server";
import { luxeHero } from "~/modules/site-content/artwork";
import { resetSitePicture } from "~/modules/site-content/reset-site-picture.server";
import { saveSitePictureAlt } from "~/modules/site-content/save-site-picture-alt.server";
import { listSitePictures } from "~/modules/site-content/site-pictures.server";
import { uploadSitePicture } from "~/modules/site-content/upload-site-picture.server";

/**
 * DESIGN.md: use cases take (db, actor, input), check the permission table themselves and publish
 * their live event once the change is committed. Each is run here with a real database and a real
 * EventBus: a role the table refuses gets a 403 DomainError, nothing is written and nothing is
 * published; an allowed change publishes exactly its event.
 */
let h: RouteHarness;
const seen: LiveEvent[] = [];
const venue = "guntoor" as const;
let photo: Uint8Array;
let picture: Uint8Array;

beforeAll(async () => {
  h = await createRouteHarness();
  h.events.subscribe((event) => seen.push(event));
  await seedMenu(h.db, { venue });
  photo = new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: "#7a5" } })
      .jpeg()
      .toBuffer(),
  );
  picture = new Uint8Array(
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#365" } })
      .jpeg()
      .toBuffer(),
  );
});
afterAll(() => h.close());
beforeEach(() => {
  seen.length = 0;
});

const events = () =>
  seen.map(({ topic, type, id }) => (id === undefined ? { topic, type } : { topic, type, id }));

async function counts() {
  const n = async (table: typeof menuItems | typeof menuCategories | typeof reservations | typeof users) =>
    (await h.db.select({ n: count() }).from(table))[0]!.n;
  return {
    items: await n(menuItems),
    categories: await n(menuCategories),
    reservations: await n(reservations),
    users: await n(users),
    audits: (await h.db.select({ n: count() }).from(auditLog))[0]!.n,
  };
}

/** The use case refuses the actor with a 403 DomainError, changing and publishing nothing. */
async function refuses(run: () => Promise<unknown>, denial?: string) {
  const before = await counts();
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ status: 403, ...(denial ? { message: denial } : {}) });
  expect(await counts()).toEqual(before);
  expect(seen).toEqual([]);
}

const item = (name: string) =>
  menuItemSchema.parse({ name, category: "andhraMeals", price: "180", isVeg: "on", description: "" });

describe("menu use cases (menu.manage: admin and manager)", () => {
  const denial = "Only Admin and Manager users can manage the menu.";

  it.each(["operations", "accounts"] as const)("refuse %s without writing or publishing", async (role) => {
    const actor = h.actor(role);
    const base = { venue, actor, events: h.events };
    const [existing] = await h.db.select({ id: menuItems.id }).from(menuItems).limit(1);
    const id = existing!.id;
    await refuses(() => createMenuItem(h.db, { ...base, input: item("Refused Dosa") }), denial);
    await refuses(() => updateMenuItem(h.db, { ...base, id, changes: { name: "Renamed" } }), denial);
    await refuses(() => deleteMenuItem(h.db, { ...base, id }), denial);
    await refuses(() => setItemStock(h.db, { ...base, id, isOutOfStock: true }), denial);
    const category = categorySchema.parse({ key: "refused", label: "Refused", mainCategory: "food" });
    await refuses(() => createCategory(h.db, { ...base, input: category }), denial);
    await refuses(
      () => updateCategory(h.db, { ...base, input: { ...category, key: "andhraMeals" } }),
      denial,
    );
    await refuses(() => deleteCategory(h.db, { ...base, key: "andhraMeals" }), denial);
    const info = restaurantInfoSchema.parse({ name: "Refused", email: "" });
    await refuses(() => updateRestaurantInfo(h.db, { ...base, input: info }), denial);
    await refuses(
      () => saveItemPhoto(h.db, { ...base, itemId: id, bytes: photo, dataDir: h.dataDir }),
      denial,
    );
    const rowsToImport = [{ name: "Refused Vada", category: "andhraMeals", price_inr: "90", isVeg: "true" }];
    await refuses(() => previewMenuImport(h.db, { ...base, rows: rowsToImport }), denial);
    await refuses(
      () => importMenuItems(h.db, { ...base, rows: rowsToImport, fingerprint: "0".repeat(64) }),
      denial,
    );
    await refuses(() => loadAdminPanel(h.db, { venue, actor, params: new URLSearchParams() }), denial);
  });

  it("publish one 'menu' event each, after the change", async () => {
    const base = { venue, actor: h.actor("manager"), events: h.events };
    const created = await createMenuItem(h.db, { ...base, input: item("Event Dosa") });
    expect(events()).toEqual([{ topic: "menu", type: "item.created", id: created.id }]);
    const steps: [() => Promise<unknown>, Pick<LiveEvent, "topic" | "type" | "id">][] = [
      [
        () => updateMenuItem(h.db, { ...base, id: created.id, changes: { name: "Event Masala Dosa" } }),
        { topic: "menu", type: "item.updated", id: created.id },
      ],
      [
        () => setItemStock(h.db, { ...base, id: created.id, isOutOfStock: true }),
        { topic: "menu", type: "item.stock", id: created.id },
      ],
      [
        () => saveItemPhoto(h.db, { ...base, itemId: created.id, bytes: photo, dataDir: h.dataDir }),
        { topic: "menu", type: "item.photo", id: created.id },
      ],
      [
        () =>
          createCategory(h.db, {
            ...base,
            input: categorySchema.parse({ key: "events", label: "Events", mainCategory: "food" }),
          }),
        { topic: "menu", type: "category.saved", id: "events" },
      ],
      [
        () =>
          updateCategory(h.db, {
            ...base,
            input: categorySchema.parse({ key: "events", label: "Event Specials", mainCategory: "food" }),
          }),
        { topic: "menu", type: "category.saved", id: "events" },
      ],
      [
        () => deleteCategory(h.db, { ...base, key: "events" }),
        { topic: "menu", type: "category.deleted", id: "events" },
      ],
      [
        () =>
          updateRestaurantInfo(h.db, {
            ...base,
            input: restaurantInfoSchema.parse({ name: "Guntoor", email: "" }),
          }),
        { topic: "menu", type: "info.saved" },
      ],
      [
        () => deleteMenuItem(h.db, { ...base, id: created.id }),
        { topic: "menu", type: "item.deleted", id: created.id },
      ],
    ];
    for (const [run, event] of steps) {
      seen.length = 0;
      await run();
      expect(events()).toEqual([event]);
    }
  });

  it("import: 'items.imported' only when a row was written (spec 9), and only after the preview's check", async () => {
    const base = { venue, actor: h.actor("admin"), events: h.events };
    const rowsToImport = [{ name: "Imported Vada", category: "andhraMeals", price_inr: "90", isVeg: "true" }];
    const stale = await importMenuItems(h.db, { ...base, rows: rowsToImport, fingerprint: "0".repeat(64) });
    expect(stale.ok).toBe(false);
    expect(seen).toEqual([]);
    const { fingerprint } = await previewMenuImport(h.db, { ...base, rows: rowsToImport });
    const done = await importMenuItems(h.db, { ...base, rows: rowsToImport, fingerprint });
    expect(done).toMatchObject({ ok: true, result: { successful: 1, added: 1 } });
    expect(events()).toEqual([{ topic: "menu", type: "items.imported" }]);
    seen.length = 0;
    const refused = [{ name: "Nowhere Vada", category: "no-such-category", price_inr: "90", isVeg: "true" }];
    const plan = await previewMenuImport(h.db, { ...base, rows: refused });
    const none = await importMenuItems(h.db, { ...base, rows: refused, fingerprint: plan.fingerprint });
    expect(none).toMatchObject({ ok: true, result: { successful: 0, failed: 1 } });
    expect(seen).toEqual([]);
  });
});

describe("customer entries (customerEntry.view: admin and manager; the visitors' phone numbers)", () => {
  it.each(["operations", "accounts"] as const)("are not listed, paged or exported for %s", async (role) => {
    await h.db.insert(customerEntries).values({
      venue,
      customerName: "Ravi",
      phoneNumber: "9845012345",
      numGuests: 2,
      timestamp: new Date(),
    });
    const actor = h.actor(role);
    const denial = "Only Admin and Manager users can see customer entries.";
    await refuses(() => listCustomerEntries(h.db, { venue, actor }), denial);
    await refuses(() => listCustomerEntriesPage(h.db, { venue, actor }), denial);
    await refuses(() => exportCustomerEntriesXlsx(h.db, { venue, actor, range: {} }), denial);
    expect(await listCustomerEntries(h.db, { venue, actor: h.actor("manager") })).not.toHaveLength(0);
  });
});

describe("enquiries (enquiry.view and enquiry.handle: admin and manager)", () => {
  let id: string;
  beforeAll(async () => {
    const [row] = await h.db
      .insert(enquiries)
      .values({
        name: "Ananya Rao",
        email: "ananya@example.com",
        phone: "9845012345",
        subject: "Dinner",
        message: "A table for four.",
        senderKey: "k",
        captcha: "verified",
      })
      .returning({ id: enquiries.id });
    id = row!.id;
  });
  const denial = "Only administrators and managers can read contact enquiries.";

  it.each(["operations", "accounts"] as const)("are not listed, opened or handled by %s", async (role) => {
    const actor = h.actor(role);
    await refuses(() => listEnquiries(h.db, { actor }), denial);
    await refuses(() => openEnquiry(h.db, { id, actor }), denial);
    await refuses(() => setEnquiryHandled(h.db, { id, actor, handled: true, events: h.events }), denial);
    const [row] = await h.db.select().from(enquiries);
    expect(row).toMatchObject({ readAt: null, handledAt: null });
  });

  it("handling and reopening publish 'enquiries' events; a stored enquiry publishes 'created'", async () => {
    const actor = h.actor("manager");
    await setEnquiryHandled(h.db, { id, actor, handled: true, events: h.events });
    await setEnquiryHandled(h.db, { id, actor, handled: false, events: h.events });
    expect(events()).toEqual([
      { topic: "enquiries", type: "handled", id },
      { topic: "enquiries", type: "reopened", id },
    ]);
    seen.length = 0;
    const stored = await submitEnquiry(h.db, {
      input: {
        name: "Meera",
        email: "meera@example.com",
        phone: "9845012345",
        subject: "",
        message: "Hello",
      },
      honeypot: "",
      captchaPayload: "",
      senderIp: "10.9.0.1",
      secret: "unused",
      channels: [],
      events: h.events,
    });
    expect(events()).toEqual([{ topic: "enquiries", type: "created", id: stored.enquiryId }]);
  });
});

describe("site pictures (site.pictures.manage: admin and manager)", () => {
  const slotId = luxeHero.id;
  const denial = "Only administrators and managers can change the site's pictures.";

  it.each(["operations", "accounts"] as const)("are not listed or changed by %s", async (role) => {
    const actor = h.actor(role);
    const base = { actor, slotId, events: h.events };
    await refuses(() => listSitePictures(h.db, { actor }), denial);
    await refuses(() => uploadSitePicture(h.db, { ...base, bytes: picture, dataDir: h.dataDir }), denial);
    await refuses(() => saveSitePictureAlt(h.db, { ...base, alt: "A hall" }), denial);
    await refuses(() => resetSitePicture(h.db, { ...base, dataDir: h.dataDir }), denial);
    expect(await h.db.select().from(sitePictures)).toEqual([]);
  });

  it("upload, alt text and reset publish 'site' events (a reset of generated artwork publishes none)", async () => {
    const base = { actor: h.actor("manager"), slotId, events: h.events };
    await uploadSitePicture(h.db, { ...base, bytes: picture, dataDir: h.dataDir });
    await saveSitePictureAlt(h.db, { ...base, alt: "The Luxe hall set for a wedding" });
    await resetSitePicture(h.db, { ...base, dataDir: h.dataDir });
    await resetSitePicture(h.db, { ...base, dataDir: h.dataDir });
    expect(events()).toEqual([
      { topic: "site", type: "picture.upload", id: slotId },
      { topic: "site", type: "picture.alt", id: slotId },
      { topic: "site", type: "picture.reset", id: slotId },
    ]);
  });
});

describe("registering users (user.register: admin)", () => {
  it.each(["manager", "operations", "accounts"] as const)("refuses %s", async (role) => {
    await refuses(
      () =>
        registerUser(h.db, {
          actor: h.actor(role),
          email: `by-${role}@use-cases.test`,
          password: "a long password",
          role: "manager",
        }),
      "Only administrators can register new users.",
    );
  });

  it("lets an admin register, and refuses a taken e-mail on its field with 409", async () => {
    const options = { actor: h.actor("admin"), email: "new@use-cases.test", password: "a long password" };
    await registerUser(h.db, { ...options, role: "accounts" });
    await expect(registerUser(h.db, { ...options, role: "manager" })).rejects.toMatchObject({
      status: 409,
      message: "An account with this email already exists.",
      field: "email",
    });
  });
});

describe("reservation use cases publish 'reservations' events after the commit", () => {
  it("create, update, soft delete, restore, request, process and delete: one event each", async () => {
    const admin: Actor = h.actor("admin");
    const options = { events: h.events };
    const { id } = await createReservation(h.db, {
      ...options,
      actor: admin,
      // No advance: a reservation with payments cannot be deleted (issue 27 item 15).
      input: input({ eventDate: "2099-06-01", status: "pending", advanceAmountReceived: "0" }),
    });
    await updateReservation(h.db, {
      ...options,
      actor: admin,
      id,
      input: input({
        eventDate: "2099-06-01",
        status: "pending",
        guestCount: 90,
        advanceAmountReceived: "0",
        version: 1,
      }),
    });
    await softDeleteReservation(h.db, { ...options, actor: h.actor("operations"), id });
    await restoreReservation(h.db, { ...options, actor: admin, id });
    const { id: requestId } = await requestDeletion(h.db, { ...options, actor: h.actor("manager"), id });
    await processDeletionRequest(h.db, { ...options, actor: admin, requestId, decision: "reject" });
    await deleteReservation(h.db, { ...options, actor: admin, id });
    expect(events()).toEqual([
      { topic: "reservations", type: "created", id },
      { topic: "reservations", type: "updated", id },
      { topic: "reservations", type: "changed", id },
      { topic: "reservations", type: "changed", id },
      { topic: "reservations", type: "changed", id },
      { topic: "reservations", type: "changed" },
      { topic: "reservations", type: "changed", id },
    ]);
  });

  it("a refused change publishes nothing", async () => {
    await expect(
      createReservation(h.db, { events: h.events, actor: h.actor("accounts"), input: input() }),
    ).rejects.toMatchObject({ status: 403 });
    expect(seen).toEqual([]);
  });
});
