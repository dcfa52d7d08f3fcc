/** A page's progressive-enhancement script (scripts/vite-enhancements.ts): its URL, empty in the browser. */
declare module "*?enhance" {
  const src: string;
  export default src;
}
