import { useEffect, useState } from "react";
import { screenTexts } from "~/modules/reservations/screen-texts";

/** Spec 8: the staff app's offline message, shown while the browser has no connection. */
export function OfflineBanner() {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  if (!offline) return null;
  return (
    <p role="alert" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
      {screenTexts.offline}
    </p>
  );
}
