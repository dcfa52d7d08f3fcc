import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { GuestErrorTexts } from "~/modules/menu/guest-error-texts-en";
import { useErrorTexts } from "./menu/page-language";

/** The 404 screen: English, or a guest's language where the server gives its texts (issue 18). */
export function NotFound({
  backTo = "/",
  backLabel,
  texts,
}: {
  backTo?: string;
  backLabel?: string;
  texts?: GuestErrorTexts;
}) {
  const requested = useErrorTexts();
  const t = texts ?? requested;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{t.notFoundTitle}</title>
      <h1 className="text-3xl font-semibold">{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <Link to={backTo} className={buttonClass({ size: "lg" })}>
        {backLabel ?? t.goBackHome}
      </Link>
    </main>
  );
}
