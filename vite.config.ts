import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { enhancements } from "./scripts/vite-enhancements.ts";

export default defineConfig({
  // The server bundle's entry is our Express app (migrations before serving, security middleware).
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" }, target: "node24" } } },
  // Bundling drizzle-orm into the server build avoids Node re-reading its huge
  // package.json per module (STACK-NOTES #5: RSS 245 MB → 74 MB).
  ssr: { noExternal: ["drizzle-orm"] },
  resolve: { tsconfigPaths: true },
  plugins: [enhancements(), tailwindcss(), reactRouter()],
});
