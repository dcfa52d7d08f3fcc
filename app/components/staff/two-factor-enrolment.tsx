import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Message } from "~/components/ui/message";
import { twoFactorMessages } from "~/modules/auth/two-factor.messages";

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
        <li>Enter the 6-digit code the app shows.</li>
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

/** The 10 recovery codes, shown once. */
export function RecoveryCodes({ codes, continueTo }: { codes: string[]; continueTo: string }) {
  return (
    <div className="space-y-4">
      <Message tone="success">{twoFactorMessages.turnedOn}</Message>
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
      <Link to={continueTo} className="inline-block font-semibold text-garden-800 underline">
        Continue
      </Link>
    </div>
  );
}
