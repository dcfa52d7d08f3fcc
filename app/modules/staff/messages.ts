/** Issue 14's texts (quoted there) and the staff screens' own where it gives none. */
export const staffMessages = {
  accountDisabled: "This account is disabled. Contact your administrator.",
  lastAdmin: "At least one active administrator is required.",
  notYourself: "You cannot disable your own account.",
  userNotFound: "User not found.",
  chooseRole: "Choose a role.",
  onlyAdmins: "Only administrators can manage staff accounts.",
  onlyAdminsAudit: "Only administrators can read the audit trail.",
  disabled: "Account disabled. Its sessions have ended.",
  enabled: "Account enabled.",
  roleChanged: "Role changed. It applies from the user's next request.",
  sessionsEnded: "All sessions of this user have ended.",
  resetLinkCreated: "Reset link created. Copy it now: it is shown only once and is valid for 24 hours.",
  resetLinkInvalid: "This reset link has expired or was already used. Ask your administrator for a new one.",
  passwordReset: "Your password has been set. Sign in with it.",
  passwordChanged: "Password changed. Your other sessions have ended.",
  wrongCurrentPassword: "The current password is incorrect.",
  tooManyPasswordChecks: "Too many wrong passwords. Please try again in 15 minutes.",
  sessionNotFound: "Session not found.",
  sessionSignedOut: "Session signed out.",
  otherSessionsSignedOut: "Signed out everywhere else.",
  failed: "Something went wrong. Please try again.",
} as const;

export const staffConfirmTexts = {
  disable: (email: string) => `Disable ${email}? They cannot sign in and all their sessions end at once.`,
  enable: (email: string) => `Enable ${email}? They can sign in again.`,
  role: (email: string, role: string) => `Change the role of ${email} to ${role}?`,
  resetLink: (email: string) =>
    `Create a password reset link for ${email}? Any earlier link for this account stops working.`,
  endSessions: (email: string) => `End all sessions of ${email}? They will have to sign in again.`,
  endOtherSessions: "Sign out all your other sessions?",
  resetTwoFactor: (email: string) =>
    `Reset two-factor sign-in for ${email}? Their authenticator and recovery codes stop working and their sessions end.`,
} as const;
