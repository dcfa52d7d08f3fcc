import { isRouteErrorResponse, Link } from "react-router";
import { NotFound } from "~/components/not-found";
import { AccessDenied } from "./access-denied";
import { VENUE_TITLE } from "./top-bar";

/** What a staff screen shows when its loader or action fails: 404, the denial's reason, or a generic error. */
export function StaffRouteError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound backTo="/luxebooking" backLabel="Back to Dashboard" />;
    if (error.status === 403) {
      const message = typeof error.data?.message === "string" ? error.data.message : "Access Denied";
      return (
        <>
          <title>{`Access Denied — ${VENUE_TITLE}`}</title>
          <AccessDenied message={message} />
        </>
      );
    }
  }
  return (
    <div className="mx-auto max-w-xl p-8 text-center" role="alert">
      <title>{VENUE_TITLE}</title>
      <h1 className="mb-2 text-2xl font-semibold">Something went wrong</h1>
      <p>Something went wrong. Please try again.</p>
      <Link to="/luxebooking" className="mt-4 inline-block underline">
        Return to Dashboard
      </Link>
    </div>
  );
}
