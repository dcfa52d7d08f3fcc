import { Link } from "react-router";

export function NotFound({
  backTo = "/",
  backLabel = "Go back home",
}: {
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <title>404 - Page Not Found</title>
      <h1 className="text-3xl font-semibold">404 - Page Not Found</h1>
      <p>The page you are looking for does not exist.</p>
      <Link
        to={backTo}
        className="rounded bg-garden-800 px-4 py-2 font-semibold text-white hover:bg-garden-700"
      >
        {backLabel}
      </Link>
    </main>
  );
}
