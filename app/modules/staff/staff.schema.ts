import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/modules/auth/auth.schema";
import { roles } from "~/permissions";
import { staffMessages } from "./messages";

/** An unknown `intent` on the Staff or Account screen (a forged or stale form). */
export const unknownAction = "Choose an action.";
const userId = z.uuid({ error: staffMessages.userNotFound });

/** The Staff screen's actions: one form per row action, named by `intent`; each field says what is wrong with it. */
export const staffActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("disable"), userId }),
    z.object({ intent: z.literal("enable"), userId }),
    z.object({ intent: z.literal("role"), userId, role: z.enum(roles, { error: staffMessages.chooseRole }) }),
    z.object({ intent: z.literal("reset-link"), userId }),
    z.object({ intent: z.literal("end-sessions"), userId }),
    z.object({ intent: z.literal("reset-two-factor"), userId }),
  ],
  { error: unknownAction },
);

const newPassword = z
  .string({ error: "Password is required." })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);
const confirmation = z
  .string({ error: "Please confirm the password." })
  .min(1, "Please confirm the password.")
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

export const resetPasswordSchema = z
  .object({ password: newPassword, confirmPassword: confirmation })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match" });

export const changePasswordSchema = z
  .object({
    intent: z.literal("change-password"),
    currentPassword: z
      .string({ error: "Current password is required." })
      .min(1, "Current password is required.")
      .max(1024),
    password: newPassword,
    confirmPassword: confirmation,
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match" });

export const sessionActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("end-session"),
      sessionId: z.uuid({ error: staffMessages.sessionNotFound }),
    }),
    z.object({ intent: z.literal("end-other-sessions") }),
    z.object({
      intent: z.literal("two-factor-off"),
      password: z
        .string({ error: "Password is required." })
        .min(1, "Password is required.")
        .max(1024, "The password is incorrect."),
    }),
    // Issue 28 item 3: new recovery codes ask for the current password.
    z.object({
      intent: z.literal("recovery-codes"),
      password: z
        .string({ error: "Password is required." })
        .min(1, "Password is required.")
        .max(1024, "The password is incorrect."),
    }),
  ],
  { error: unknownAction },
);

/** The message of a refused Staff or Account form: its first field's own. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? unknownAction;
}
