import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Menu changes (out-of-stock switches, edits, imports) reach open screens without reload:
 * the server streams "menu" events and the page re-reads its loader data.
 */
export function useLiveMenu() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const source = new EventSource("/api/v1/menu/events");
    source.addEventListener("menu", () => revalidator.revalidate());
    return () => source.close();
  }, [revalidator.revalidate]);
}
