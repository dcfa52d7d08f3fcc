import { useEffect, useRef } from "react";
import type { useFetcher } from "react-router";
import { toast } from "sonner";
import type { AdminActionResult } from "~/modules/menu/admin-actions";

/** Every admin action ends in a toast: success, or the server's message (no silent failures). */
export function useActionToast(
  fetcher: ReturnType<typeof useFetcher<AdminActionResult>>,
  onSuccess?: (result: Extract<AdminActionResult, { ok: true }>) => void,
) {
  const handled = useRef<unknown>(null);
  const callback = useRef(onSuccess);
  callback.current = onSuccess;
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.success(result.message);
      callback.current?.(result);
    } else {
      toast.error(result.error);
    }
  }, [fetcher.state, fetcher.data]);
}
