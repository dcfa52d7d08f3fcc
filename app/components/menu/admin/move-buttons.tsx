import { Button } from "~/components/ui/button";
import { useAdminAction } from "./use-admin-action";

/**
 * Issue 18: Move up / Move down for an item in its category or a category in its section. Two
 * plain buttons, so the keyboard and screen readers have the same way as the mouse.
 */
export function MoveButtons({
  intent,
  target,
  name,
  first,
  last,
}: {
  intent: "move-item" | "move-category";
  target: { id: string } | { key: string };
  name: string;
  first: boolean;
  last: boolean;
}) {
  const { fetcher, busy } = useAdminAction(`${intent}-${"id" in target ? target.id : target.key}`);
  const move = (direction: "up" | "down") =>
    fetcher.submit({ intent, direction, ...target }, { method: "post", preventScrollReset: true });
  return (
    <span className="inline-flex gap-1">
      <Button
        variant="ghost"
        size="md"
        onClick={() => move("up")}
        disabled={busy || first}
        aria-label={`Move ${name} up`}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        variant="ghost"
        size="md"
        onClick={() => move("down")}
        disabled={busy || last}
        aria-label={`Move ${name} down`}
      >
        <span aria-hidden="true">↓</span>
      </Button>
    </span>
  );
}
