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
      {(["up", "down"] as const).map((direction) => (
        <Button
          key={direction}
          variant="ghost"
          size="md"
          onClick={() => move(direction)}
          disabled={busy || (direction === "up" ? first : last)}
          aria-label={`Move ${name} ${direction}`}
        >
          <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>
        </Button>
      ))}
    </span>
  );
}
