import { Link } from "react-router";

/** The spec's denial screen: 'Access Denied' with the page's own message. */
export function AccessDenied({ message, title = "Access Denied" }: { message: string; title?: string }) {
  return (
    <section
      className="mx-auto max-w-lg rounded-lg border border-red-200 bg-red-50 p-6 text-center"
      role="alert"
    >
      <h1 className="mb-2 text-2xl font-semibold text-red-800">{title}</h1>
      <p className="text-red-900">{message}</p>
      <Link to="/luxebooking" className="mt-4 inline-block font-semibold text-garden-800 underline">
        Return to Dashboard
      </Link>
    </section>
  );
}
