import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Message } from "~/components/ui/message";
import { twoFactorMessages } from "~/modules/auth/two-factor.messages";
import { venue } from "~/modules/site-content/venue";

/** Scan or type the key, then confirm one code (the enrolment of issue 14). */
export function TwoFactorEnrolment({
  qrSvg,
  secret,
  error,
}: {
  qrSvg: string;
  secret: string;
  error: string | null;
}) {
  const navigation = useNavigation();
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-gray-800">
        <li>
          Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator
          or Aegis).
        </li>
        <li>Scan this QR code, or enter the key by hand.</li>
        <li>Enter your current password and the 6-digit code the app shows.</li>
      </ol>
      <div
        className="mx-auto size-48 [&>svg]:size-full"
        role="img"
        aria-label="QR code for your authenticator app"
        // Our own server's SVG (qrcode library) of the otpauth URI: no user-supplied markup.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: generated SVG, see above
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p className="text-center text-sm">
        Key:{" "}
        <code className="font-mono break-all" data-testid="totp-secret">
          {secret}
        </code>
      </p>
      {error ? (
        <Message tone="error" size="sm">
          {error}
        </Message>
      ) : null}
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="confirm" />
        <CurrentPasswordField id="enrol-password" />
        <TwoFactorCodeField id="enrol-code" maxLength={6} />
        <Button type="submit" busy={navigation.state !== "idle"}>
          Turn on two-factor sign-in
        </Button>
      </Form>
    </div>
  );
}

/** The authenticator's code (or, at sign-in, a recovery code: `hint` says so under the input). */
export function TwoFactorCodeField({
  id,
  maxLength,
  hint,
}: {
  id: string;
  maxLength: number;
  hint?: string;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {twoFactorMessages.enterCode}
      </label>
      <Input
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={maxLength}
        aria-describedby={hintId}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-gray-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The account's current password, asked before turning two-factor sign-in on or new recovery codes (issue 28). */
export function CurrentPasswordField({ id }: { id: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        Current password
      </label>
      <Input id={id} name="password" type="password" autoComplete="current-password" required />
    </div>
  );
}

/**
 * The recovery codes an action just made, kept once shown (issue 32 item 1): a reload of the
 * screen's data (a live stream coming back) clears the action's answer, not these. Null until
 * there are some; they go with the page.
 */
export function useKeptRecoveryCodes(latest: readonly string[] | null): readonly string[] | null {
  const [kept, setKept] = useState<readonly string[] | null>(latest);
  useEffect(() => {
    if (latest) setKept(latest);
  }, [latest]);
  return latest ?? kept;
}

/** The codes as the downloaded file holds them: a heading, one code a line. */
export function recoveryCodesText(codes: readonly string[], email?: string): string {
  return [
    `Eden Garden ${venue.hallName}: two-factor sign-in recovery codes${email ? ` for ${email}` : ""}`,
    "Each code works once, in place of a code from your authenticator app.",
    "",
    ...codes,
    "",
  ].join("\r\n");
}

/**
 * The 10 recovery codes, shown once: they stay on the screen until the person says they have saved
 * them ('I have saved these codes', a link to `continueTo` or `onSaved`), with Download .txt (a
 * file made in the page, also without JavaScript) and Copy.
 */
export function RecoveryCodes({
  codes,
  intro,
  email,
  continueTo,
  onSaved,
}: {
  codes: readonly string[];
  intro: string;
  email?: string;
  continueTo?: string;
  onSaved?: () => void;
}) {
  const text = recoveryCodesText(codes, email);
  const [copied, setCopied] = useState<string | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(twoFactorMessages.copied),
      () => setCopied("Copying is not allowed here: download the file instead."),
    );
  return (
    <div className="space-y-4" data-testid="recovery-codes">
      <Message tone="success">{intro}</Message>
      <ul
        className="grid grid-cols-2 gap-2 rounded-md bg-gray-50 p-4 font-mono text-sm"
        aria-label="Recovery codes"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="eden-luxe-recovery-codes.txt"
          className={buttonClass({ variant: "secondary" })}
        >
          Download .txt
        </a>
        <Button type="button" variant="secondary" onClick={copy}>
          Copy
        </Button>
        <span role="status" className="text-sm text-gray-800">
          {copied}
        </span>
      </div>
      {onSaved ? (
        <Button type="button" onClick={onSaved}>
          {twoFactorMessages.savedConfirm}
        </Button>
      ) : (
        <Link to={continueTo ?? "/luxebooking"} className={buttonClass({ variant: "primary" })}>
          {twoFactorMessages.savedConfirm}
        </Link>
      )}
    </div>
  );
}
