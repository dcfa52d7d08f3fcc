import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default client entry, but with `useTransitions={false}`: every router update is
// rendered as it comes rather than as a transition. As transitions, the update that brings an
// action's result (a fetcher's data) and the reload that follows it could be rendered as one when
// the first had not finished rendering (a slow phone, a large page): a component whose own action
// removes it (the category's Delete, the Issue tax invoice button, a pending deletion's Reject)
// then never rendered the result and its toast was never shown, though the action was done (a
// probe deleting menu categories lost 2 of 6 toasts at 6x CPU throttling and 1 of 4 unthrottled;
// none of 12 with this). Nothing here suspends on navigation, so nothing is lost by it.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});
