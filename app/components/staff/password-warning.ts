import { useEffect, useState } from "react";
import { PASSWORD_MIN, tooEasyToGuess } from "~/modules/auth/auth.schema";

type Check = (password: string, email?: string | null) => boolean;

/**
 * The server's strength rule said under a new-password field while typing: the estimator and its
 * dictionaries (about 1 MB) are fetched only by the screens that set a password, after they load.
 * Null while nothing is to be said (or before the estimator has arrived); the server decides.
 */
export function usePasswordWarning(password: string | undefined, email?: string | null): string | null {
  const [check, setCheck] = useState<Check | null>(null);
  useEffect(() => {
    let live = true;
    import("~/modules/auth/password-strength").then((module) => {
      if (live) setCheck(() => module.isTooEasyToGuess);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!check || !password || password.length < PASSWORD_MIN) return null;
  return check(password, email) ? tooEasyToGuess : null;
}
