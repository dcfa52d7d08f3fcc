import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Spec 9 Timings: the redirect after a success (registration, reservation actions, visitor entry). */
export const REDIRECT_DELAY_MS = 1500;
/** Spec 9 Timings: how long a toast stays by default. */
export const TOAST_DURATION_MS = 3000;

/** Goes to `to` REDIRECT_DELAY_MS after `when` becomes true; leaving the page first cancels it. */
export function useRedirectWhen(when: boolean, to: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => navigate(to), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [when, to, navigate]);
}
