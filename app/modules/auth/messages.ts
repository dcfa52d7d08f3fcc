// Without Zod: screens that only show these texts do not load the sign-in forms' validator.

export const messages = {
  signInFailed: "Failed to sign in. Please check your credentials: ",
  invalidCredentials: "Invalid email or password.",
  throttled: "Too many sign-in attempts. Please try again in 15 minutes.",
  registerFailed: "Failed to create an account: ",
  passwordsDoNotMatch: "Passwords do not match",
  registered: "User registered successfully!",
  emailTaken: "An account with this email already exists.",
  notAuthenticated: "User not authenticated. Please log in again.",
  accessDenied: "Access Denied",
  onlyAdminsRegister: "Only administrators can register new users.",
  roleNotRecognized: "Your account role is not recognized. Please contact support.",
} as const;
