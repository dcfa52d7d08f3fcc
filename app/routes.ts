import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Every path of the spec, by audience. Files named *.server.* are never routes.
export default [
  // A + B: marketing site
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("gallery", "routes/site/gallery.tsx"),
    route("luxe", "routes/site/luxe.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("menu", "routes/site/menu.tsx"),
    // C: the visitor form keeps the site header and footer (spec 2.1 hides them only under /guntoormenu)
    route("guntoorlogin", "routes/guntoor/login.tsx"),
    // Issue 18: the visitor form's privacy notice (DPDP Act 2023).
    route("guntoorprivacy", "routes/guntoor/privacy.tsx"),
    // Issue 31: a table booking's private pages (docs/tables.md).
    route("contact/booking/:token", "routes/site/table-booking.tsx"),
    route("contact/booking/:token/cancel", "routes/site/table-booking-cancel.tsx"),
    // Issue 30: the client's own page behind its private link (docs/client-page.md).
    route("event/:token", "routes/site/client-event.tsx"),
  ]),
  route("contact/slots", "routes/site/table-slots.ts"),
  route("contact/booking/:token/calendar.ics", "routes/site/table-booking-ics.ts"),
  route("event/:token/documents/:file", "routes/site/client-event-file.ts", { id: "client-event-document" }),
  route("event/:token/statement.pdf", "routes/site/client-event-file.ts", { id: "client-event-statement" }),
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("robots.txt", "routes/site/robots.ts"),
  route("site-pictures/:file", "routes/site/picture-file.ts"),

  // C: public menu and menu admin (no site header/footer)
  route("guntoormenu", "routes/guntoor/menu.tsx"),
  route("guntoormenu/cards", "routes/guntoor/menu-cards.ts"),
  // Issue 29 item 11: a dish's details (its own page without JavaScript; the menu's sheet with it).
  route("guntoormenu/dish/:id", "routes/guntoor/dish.tsx"),
  route("guntoormenu/dish/:id/sheet", "routes/guntoor/dish-sheet.tsx"),
  // Issue 31: 'Call waiter' / 'Ask for the bill' from a table's menu.
  route("guntoormenu/service", "routes/guntoor/table-service.tsx"),
  route("guntoormenuadmin", "routes/guntoor/admin.tsx"),
  // Issue 29 item 13: a printed table card's short URL.
  route("t/:code", "routes/guntoor/table-link.ts"),

  // D: staff reservation manager. The function sheet is a print page: outside the staff frame.
  route("luxebooking/reservation/:id/function-sheet", "routes/luxebooking/function-sheet.tsx"),
  // Issue 32 item 11: every event of a date, printed together.
  route("luxebooking/day-sheet/:date", "routes/luxebooking/day-sheet.tsx"),
  route("luxebooking/reservation/:id/whatsapp", "routes/luxebooking/reservation-whatsapp.ts"),
  route("luxebooking/reservation/:id/email", "routes/luxebooking/reservation-email.ts"),
  // Calendar apps fetch feeds without a session: outside the staff frame too.
  route("luxebooking/calendar/:file", "routes/luxebooking/calendar-feed-file.ts"),
  route("luxebooking", "routes/luxebooking/layout.tsx", [
    // Every screen's error renders inside the staff frame (see screens.tsx).
    layout("routes/luxebooking/screens.tsx", [
      index("routes/luxebooking/dashboard.tsx"),
      route("login", "routes/luxebooking/login.tsx"),
      route("register", "routes/luxebooking/register.tsx", { id: "luxebooking-register" }),
      route("logout", "routes/luxebooking/logout.ts"),
      route("admin", "routes/luxebooking/admin/layout.tsx", [
        index("routes/luxebooking/admin/index.tsx"),
        route("register", "routes/luxebooking/register.tsx", { id: "luxebooking-admin-register" }),
        route("pending-deletions", "routes/luxebooking/admin/pending-deletions.tsx"),
        route("soft-deleted-reservations", "routes/luxebooking/admin/soft-deleted-reservations.tsx"),
        route("pictures", "routes/luxebooking/admin/pictures.tsx"),
        route("staff", "routes/luxebooking/admin/staff.tsx"),
        route("audit", "routes/luxebooking/admin/audit.tsx"),
        route("billing-settings", "routes/luxebooking/admin/billing-settings.tsx"),
        // Issue 27 items 18 and 23: e-invoicing and the PDF signing certificate.
        route("billing-settings/filing", "routes/luxebooking/admin/billing-filing.ts"),
        route("messages", "routes/luxebooking/admin/messages.tsx"),
        // Issue 30: the default payment schedule and the final-details lock.
        route("client-page-settings", "routes/luxebooking/admin/client-page-settings.tsx"),
        route("hall-settings", "routes/luxebooking/admin/hall-settings.tsx"),
        // Issue 32 item 12: the owner's overview.
        route("overview", "routes/luxebooking/admin/overview.tsx"),
      ]),
      route("new-reservation", "routes/luxebooking/new-reservation.tsx"),
      route("reservation/:id", "routes/luxebooking/reservation.tsx"),
      route("reservation/:id/function-sheet/edit", "routes/luxebooking/function-sheet-edit.tsx"),
      // Issue 15: billing (docs/billing.md)
      route("reservation/:id/payments", "routes/luxebooking/billing/payments.ts"),
      route("reservation/:id/documents", "routes/luxebooking/billing/documents.ts"),
      // Issue 27: billing details kept by accounts, and the statement of account.
      route("reservation/:id/billing-details", "routes/luxebooking/billing/billing-details.ts"),
      route("reservation/:id/lines", "routes/luxebooking/billing/lines.ts"),
      route("reservation/:id/statement", "routes/luxebooking/billing/statement.tsx"),
      route("reservation/:id/statement.pdf", "routes/luxebooking/billing/statement-pdf.ts"),
      // Issue 30: the client's private link and the payment schedule (docs/client-page.md).
      route("reservation/:id/client-page", "routes/luxebooking/client-page.ts"),
      route("documents/:id", "routes/luxebooking/billing/document.tsx"),
      route("documents/:id/pdf", "routes/luxebooking/billing/document-pdf.ts"),
      route("documents/:id/e-invoice", "routes/luxebooking/billing/e-invoice.ts"),
      route("edit-reservation/:id", "routes/luxebooking/edit-reservation.tsx"),
      route("past-reservations", "routes/luxebooking/past-reservations.tsx"),
      route("search", "routes/luxebooking/search.tsx"),
      route("calendar-feed", "routes/luxebooking/calendar-feed.tsx"),
      route("manager", "routes/luxebooking/manager.tsx"),
      route("operations", "routes/luxebooking/operations.tsx"),
      route("accounts", "routes/luxebooking/accounts.tsx"),
      // Issue 30 item 9: bank statements matched to instalments (docs/client-page.md).
      route("accounts/bank-statements", "routes/luxebooking/bank-statements.tsx"),
      route("accounts/gst.csv", "routes/luxebooking/billing/gst-export.ts", { id: "gst-export-csv" }),
      route("accounts/gst.xlsx", "routes/luxebooking/billing/gst-export.ts", { id: "gst-export-xlsx" }),
      route("accounts/gst.json", "routes/luxebooking/billing/gst-export.ts", { id: "gst-export-json" }),
      route("enquiries", "routes/luxebooking/enquiries.tsx"),
      route("enquiries/report", "routes/luxebooking/enquiries-report.tsx"),
      route("enquiries/:id", "routes/luxebooking/enquiries-detail.tsx"),
      route("account", "routes/luxebooking/account.tsx"),
      // Issue 31: the restaurant's table bookings and the floor's table-service requests.
      route("table-bookings", "routes/luxebooking/table-bookings.tsx"),
      route("table-bookings/settings", "routes/luxebooking/table-booking-settings.tsx"),
      route("floor", "routes/luxebooking/floor.tsx"),
      route("reset-password/:token", "routes/luxebooking/reset-password.tsx"),
      route("two-factor", "routes/luxebooking/two-factor.tsx"),
      route("two-factor/setup", "routes/luxebooking/two-factor-setup.tsx"),
      route("*", "routes/luxebooking/not-found.tsx"),
    ]),
  ]),

  // JSON and SSE resource routes
  route("api/v1/reservations", "routes/api/reservations.ts"),
  route("api/v1/reservations/events", "routes/api/reservations-events.ts"),
  route("api/v1/reservations/overlaps", "routes/api/reservations-overlaps.ts"),
  route("api/v1/reservations/export.csv", "routes/api/reservations-export.ts", {
    id: "reservations-export-csv",
  }),
  route("api/v1/reservations/export.xlsx", "routes/api/reservations-export.ts", {
    id: "reservations-export-xlsx",
  }),
  route("api/captcha", "routes/api/captcha.ts"),
  route("api/enquiries/events", "routes/api/enquiry-events.ts"),
  route("api/v1/menu/events", "routes/api/menu-events.ts"),
  route("api/v1/menu/import", "routes/api/menu-import.ts"),
  route("api/v1/menu/photos", "routes/api/menu-photos.ts"),
  route("api/v1/menu/photos/:file", "routes/api/menu-photo-file.ts"),
  route("api/v1/menu/customer-entries", "routes/api/menu-entries.ts"),
  route("api/v1/menu/customer-entries.xlsx", "routes/api/menu-entries-xlsx.ts"),
  route("api/v1/menu/qr-poster.svg", "routes/api/menu-qr-poster.ts", { id: "menu-qr-poster-svg" }),
  route("api/v1/menu/qr-poster.png", "routes/api/menu-qr-poster.ts", { id: "menu-qr-poster-png" }),
  route("api/v1/menu/table-qr.svg", "routes/api/menu-table-qr.ts", { id: "menu-table-qr-svg" }),
  route("api/v1/menu/table-qr.png", "routes/api/menu-table-qr.ts", { id: "menu-table-qr-png" }),
  route("api/v1/menu/table-qr-cards.pdf", "routes/api/menu-table-qr-cards.ts"),
  route("api/v1/menu/guest-data", "routes/api/menu-guest-data.ts"),
  route("api/v1/audit.csv", "routes/api/audit-csv.ts"),
  // Issue 31: table bookings and table service (docs/tables.md).
  route("api/v1/tables/events", "routes/api/tables-events.ts"),
  route("api/v1/tables/floor/events", "routes/api/floor-events.ts"),
  route("api/*", "routes/api/not-found.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
