/** Issue 14's texts for two-factor sign-in (quoted there), and the screens' own where it gives none. */
export const twoFactorMessages = {
  enterCode: "Enter the 6-digit code from your authenticator app.",
  enterPassword: "Enter your current password.",
  wrongCode: "That code is not valid. Check your authenticator app and try again.",
  codeUsed: "That code has already been used. Wait for the next one.",
  throttled: "Too many sign-in attempts. Please try again in 15 minutes.",
  signInAgain: "Your sign-in has expired. Please sign in again.",
  alreadyOn: "Two-factor sign-in is already on.",
  startAgain: "Start the set-up again: scan the new QR code.",
  requiredForRole: "Administrators must keep two-factor sign-in on.",
  wrongPassword: "The password is incorrect.",
  onlyAdmins: "Only administrators can manage staff accounts.",
  turnedOn: "Two-factor sign-in is on. Keep these recovery codes somewhere safe: they are shown only once.",
  newRecoveryCodes:
    "New recovery codes: your earlier ones no longer work. Keep these somewhere safe: they are shown only once.",
  notOn: "Two-factor sign-in is off.",
  codesLocked:
    "Too many wrong codes today: codes from your authenticator app are locked. Sign in with one of your recovery codes, or ask an administrator to reset two-factor sign-in.",
  savedConfirm: "I have saved these codes",
  copied: "Copied.",
  turnedOff: "Two-factor sign-in is off.",
  reset: "Two-factor sign-in reset. The user's sessions have ended.",
  enrolRequired: "Administrators must turn on two-factor sign-in before they can continue.",
  demoExempt:
    "Local trial: the demo accounts sign in without a second factor. Real staff accounts use two-factor sign-in (required for administrators).",
} as const;
