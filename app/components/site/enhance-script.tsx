import { useNonce } from "../nonce";
import { useStaticPage } from "./static-page";

/**
 * A page's progressive-enhancement script (an `*.enhance.ts` file imported with `?enhance`), on
 * pages served without React only: a page reached inside the running app has its React behaviour.
 * A module script runs after the document is parsed, and a page whose script fails to load still
 * works as plain HTML.
 */
export function EnhanceScript({ src }: { src: string }) {
  const staticPage = useStaticPage();
  const nonce = useNonce();
  if (!staticPage || !src) return null;
  return <script type="module" src={src} nonce={nonce} />;
}
