import path from "node:path";
import { build, type Plugin, type Rollup } from "vite";

const SUFFIX = "?enhance";
const PREFIX = "\0enhance:";

/**
 * Progressive-enhancement scripts of the pages served without React (issue 17).
 *
 * `import src from "./gallery.enhance.ts?enhance"` gives the URL of that TypeScript file bundled
 * for a `<script type="module" src={src}>` the server renders. Each script is bundled in a build
 * of its own, after the client build has found them all: its modules are never shared with the
 * React app's chunks nor with another page's script, so a page loads only what its own script
 * needs (the contact form's Zod schema tree-shaken on its own, not the staff forms' Zod chunk). Their output lands in
 * the client build's assets. React never runs them: hydrated pages run their own React code, so
 * in the browser bundle the import is an empty string. The client build runs before the server
 * build in the same process (React Router's `buildApp`), so the server build reads the names from
 * here. In development Vite's dev server serves the file itself.
 */
export function enhancements(): Plugin {
  const entries = new Set<string>();
  const urls = new Map<string, string>();
  const emitted = new Set<string>();
  return {
    name: "eden-enhancements",
    enforce: "pre",
    // Filters let the bundler skip this plugin for every other module without calling into
    // JavaScript (4,505 calls per client build before, part of every first start's build).
    resolveId: {
      filter: { id: /\?enhance$/ },
      async handler(source, importer) {
        if (!source.endsWith(SUFFIX) || !importer) return null;
        const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
        return resolved ? PREFIX + resolved.id : null;
      },
    },
    load: {
      filter: { id: /^\0enhance:/ },
      handler(id) {
        if (!id.startsWith(PREFIX)) return null;
        const file = id.slice(PREFIX.length);
        if (this.environment.mode === "dev") {
          return `export default ${JSON.stringify(`/${path.relative(process.cwd(), file)}`)};`;
        }
        if (this.environment.name === "client") {
          entries.add(file);
          return `export default "";`;
        }
        const url = urls.get(file);
        if (!url) this.error(`enhancement ${file} was not built by the client build`);
        return `export default ${JSON.stringify(url)};`;
      },
    },
    async generateBundle() {
      if (this.environment.name !== "client" || entries.size === 0) return;
      // One build per script: a page loads exactly its own script's modules, none shared with
      // another page's (the contact form's Zod is not merged with the visitor form's).
      for (const file of entries) {
        const name = path.basename(file).replace(/\.enhance\.ts$/, "");
        const result = (await build({
          configFile: false,
          root: this.environment.config.root,
          logLevel: "warn",
          publicDir: false,
          resolve: { tsconfigPaths: true },
          build: {
            write: false,
            emptyOutDir: false,
            target: "es2022",
            modulePreload: { polyfill: false },
            rollupOptions: {
              input: { [name]: file },
              output: {
                entryFileNames: "assets/[name]-[hash].js",
                chunkFileNames: "assets/[name]-[hash].js",
                assetFileNames: "assets/[name]-[hash][extname]",
              },
              preserveEntrySignatures: false,
            },
          },
        })) as Rollup.RollupOutput | Rollup.RollupOutput[];
        const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
        for (const item of outputs) {
          if (emitted.has(item.fileName)) continue;
          emitted.add(item.fileName);
          const source = item.type === "chunk" ? item.code : item.source;
          this.emitFile({ type: "asset", fileName: item.fileName, source });
          if (item.type === "chunk" && item.isEntry && item.facadeModuleId) {
            urls.set(item.facadeModuleId, `/${item.fileName}`);
          }
        }
      }
    },
  };
}
