import { useFetcher } from "react-router";
import { useResultToast } from "~/components/ui/toast";
import type { AdminActionResult } from "~/modules/menu/admin-actions";

/**
 * One admin POST through its own fetcher (`key`): every result ends in a toast, `onSuccess`
 * runs after a success, and a form's refusal comes back as Conform's `lastResult`.
 */
export function useAdminAction(
  key: string,
  onSuccess?: (result: Extract<AdminActionResult, { ok: true }>) => void,
) {
  const fetcher = useFetcher<AdminActionResult>({ key });
  useResultToast(fetcher.data, { onSuccess });
  const lastResult = fetcher.data && !fetcher.data.ok ? fetcher.data.submission : undefined;
  return { fetcher, lastResult, busy: fetcher.state !== "idle" };
}
