import { z } from "zod";
import { roles } from "~/permissions";
import { messages } from "./messages";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Issue 14's message for a password the strength estimator finds guessable (password-strength.ts). */
export const tooEasyToGuess =
  "This password is too easy to guess. Use a longer phrase or add unrelated words.";

export const signInSchema = z.object({
  email: z.string({ error: "Email is required." }).trim().min(1, "Email is required.").max(254),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(1024),
  redirectTo: z.string().optional(),
});

export const registerSchema = z
  .object({
    email: z
      .string({ error: "Email is required." })
      .trim()
      .min(1, "Email is required.")
      .max(254, "Email must be at most 254 characters.")
      .pipe(z.email("Please enter a valid email address.")),
    password: z
      .string({ error: "Password is required." })
      .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`),
    confirmPassword: z
      .string({ error: "Please confirm the password." })
      .min(1, "Please confirm the password.")
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`),
    role: z.enum(roles, { error: "Please choose a valid role." }).default("manager"),
  })
  // About both passwords, so the form's message rather than one field's (spec 5).
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match" });

export { messages };
