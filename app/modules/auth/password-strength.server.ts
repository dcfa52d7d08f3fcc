/**
 * The server's side of the strength rule (password-strength.ts): the estimator and its
 * dictionaries (≈ 12 MB of the server's heap) are loaded by the first password set, not when the
 * server starts (issue 33), as the screens that set one load them in the browser.
 */
export async function isTooEasyToGuess(password: string, email?: string | null): Promise<boolean> {
  const strength = await import("./password-strength");
  return strength.isTooEasyToGuess(password, email);
}
