import { redirect } from "react-router";
import { getApp } from "~/context.server";
import { endSession } from "~/modules/auth/guards.server";
import { readSessionToken, sessionCookie } from "~/modules/auth/session.server";
import type { Route } from "./+types/logout";

export async function action(args: Route.ActionArgs) {
  const app = getApp(args.context);
  const token = readSessionToken(args.request, app.env);
  const ended = token ? await endSession(app, token) : null;
  if (ended) app.logger.info({ userId: ended.userId }, "signed out");
  // The browser drops whatever it kept of this origin's pages (cached before no-store, or by a
  // proxy that ignored it).
  return redirect("/luxebooking/login", {
    headers: {
      "Set-Cookie": sessionCookie(app.env, null),
      "Clear-Site-Data": '"cache"',
      // Said here: the sign-out reads its session itself, not through the guards whose readers the
      // root middleware marks no-store.
      "Cache-Control": "no-store",
    },
  });
}

export function loader() {
  return redirect("/luxebooking", { headers: { "Cache-Control": "no-store" } });
}
