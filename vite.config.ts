import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { enhancements } from "./scripts/vite-enhancements.ts";

// React and React Router, which every hydrated page loads: one chunk of their own, so the staff
// group below does not take them in with its modules' dependencies.
const frameworkChunk = {
  name: "framework",
  priority: 3,
  test: /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//,
};
// What the root route imports, and what both the staff screens and the guests' hydrated menu use
// (live updates, money, time, permissions): one chunk for every page that hydrates, so the
// staff group does not take these in as its modules' dependencies (the menu would load it).
const rootChunk = {
  name: "root-parts",
  priority: 2,
  test: /\/app\/(components\/(not-found|nonce|site\/static-page|ui\/button|menu\/page-language)\.|components\/live\/|modules\/(money|time)\/|modules\/menu\/language-codes\.|permissions\.)/,
};
const staffChunk = {
  name: "staff",
  priority: 1,
  test: /\/app\/(components\/staff\/(top-bar|nav-links|logout-button|offline-banner|route-error|access-denied|dashboards|reservation-card|reservation-calendar|reservation-search|expired-holds-notice|hold-status)\.|components\/ui\/(toaster|line-icon)\.|modules\/reservations\/(screen-texts|holds|statuses|search-texts|calendar)\.|modules\/auth\/messages\.|routes\/luxebooking\/(layout|screens|dashboard)\.)/,
};

export default defineConfig({
  // The server bundle's entry is our Express app (migrations before serving, security middleware).
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" }, target: "node24" } },
    // The staff frame and the dashboard's parts are one chunk instead of ~25 of a few hundred bytes
    // each: gzip compresses them together ~30 % smaller (issue 17 item 3, dashboard ≤ 120 KB).
    // Only modules without a validator or a form: screens that never use them stay light.
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [frameworkChunk, rootChunk, staffChunk] } } },
      },
    },
  },
  // The gzipped size of every chunk, printed by each build: not read by anything (`npm run bench`
  // measures what pages send), and part of every first start's build.
  build: { reportCompressedSize: false },
  // Bundling drizzle-orm into the server build avoids Node re-reading its huge
  // package.json per module (STACK-NOTES #5: RSS 245 MB → 74 MB).
  ssr: { noExternal: ["drizzle-orm"] },
  resolve: { tsconfigPaths: true },
  plugins: [enhancements(), tailwindcss(), reactRouter()],
});
