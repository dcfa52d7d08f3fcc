import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Every path of the spec, by audience. Files named *.server.* are never routes.
export default [
  // A + B: marketing site
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    // C: the visitor form keeps the site header and footer (spec 2.1 hides them only under /guntoormenu)
    route("guntoorlogin", "routes/guntoor/login.tsx"),
  ]),

  // C: public menu and menu admin (no site header/footer)
  route("guntoormenu", "routes/guntoor/menu.tsx"),
  route("guntoormenuadmin", "routes/guntoor/admin.tsx"),

  // D: staff reservation manager
  route("luxebooking", "routes/luxebooking/layout.tsx", [
    index("routes/luxebooking/dashboard.tsx"),
    route("login", "routes/luxebooking/login.tsx"),
    route("register", "routes/luxebooking/register.tsx", { id: "luxebooking-register" }),
    route("logout", "routes/luxebooking/logout.ts"),
    route("admin", "routes/luxebooking/admin/layout.tsx", [
      index("routes/luxebooking/admin/index.tsx"),
      route("register", "routes/luxebooking/register.tsx", { id: "luxebooking-admin-register" }),
    ]),
    route("manager", "routes/luxebooking/manager.tsx"),
    route("operations", "routes/luxebooking/operations.tsx"),
    route("accounts", "routes/luxebooking/accounts.tsx"),
    route("*", "routes/luxebooking/not-found.tsx"),
  ]),

  // JSON and SSE resource routes
  route("api/v1/menu/events", "routes/api/menu-events.ts"),
  route("api/v1/menu/import", "routes/api/menu-import.ts"),
  route("api/v1/menu/photos", "routes/api/menu-photos.ts"),
  route("api/v1/menu/photos/:file", "routes/api/menu-photo-file.ts"),
  route("api/v1/menu/customer-entries.xlsx", "routes/api/menu-entries-xlsx.ts"),
  route("api/v1/menu/qr-poster.svg", "routes/api/menu-qr-poster.ts", { id: "menu-qr-poster-svg" }),
  route("api/v1/menu/qr-poster.png", "routes/api/menu-qr-poster.ts", { id: "menu-qr-poster-png" }),
  route("api/*", "routes/api/not-found.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
