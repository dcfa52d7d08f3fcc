import path from "node:path";
import type { Plugin } from "vite";

const SUFFIX = "?enhance";
const PREFIX = "\0enhance:";

/**
 * Progressive-enhancement scripts of the pages served without React (issue 17).
 *
 * `import src from "./gallery.enhance.ts?enhance"` gives the URL of that TypeScript file bundled
 * on its own by the client build (an extra entry chunk: minified, hashed, its own imports split out
 * and shared), for a `<script type="module" src={src}>` the server renders. React never loads it:
 * hydrated pages run their own React code instead, so in the browser bundle the import is an empty
 * string. The client build runs before the server build in the same process (React Router's
 * `buildApp`), so the server build reads the chunks' names from here. In development the file's
 * own path is served by Vite's dev server.
 */
export function enhancements(): Plugin {
  const chunks = new Map<string, string>();
  const refs = new Map<string, string>();
  return {
    name: "eden-enhancements",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX) || !importer) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? PREFIX + resolved.id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      if (this.environment.mode === "dev") {
        return `export default ${JSON.stringify(`/${path.relative(process.cwd(), file)}`)};`;
      }
      if (this.environment.name === "client") {
        if (!refs.has(file)) {
          const name = path.basename(file).replace(/\.enhance\.ts$/, "");
          refs.set(file, this.emitFile({ type: "chunk", id: file, name }));
        }
        return `export default "";`;
      }
      const chunk = chunks.get(file);
      if (!chunk) this.error(`enhancement ${file} was not built by the client build`);
      return `export default ${JSON.stringify(`/${chunk}`)};`;
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [file, ref] of refs) chunks.set(file, this.getFileName(ref));
    },
  };
}
