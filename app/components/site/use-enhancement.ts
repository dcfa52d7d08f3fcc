import { type RefObject, useEffect } from "react";

/**
 * Inside the running app (a page reached by a client-side navigation), the same enhancement the
 * page's own script applies without React: `load` imports its module lazily and gives its enhance
 * function, which runs once on the element and is stopped when the component goes.
 */
export function useEnhancement<T extends HTMLElement>(
  ref: RefObject<T | null>,
  load: () => Promise<(element: T) => () => void>,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, like the page's script
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void load().then((enhance) => {
      if (!cancelled && ref.current) stop = enhance(ref.current);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
}
