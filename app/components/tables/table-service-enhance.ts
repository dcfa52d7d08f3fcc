/**
 * Issue 31 item 7 in the browser: the two buttons post without leaving the menu, and the answer
 * ('A waiter is on the way.') shows under them. If the post fails the guest reads the failure text;
 * without this script the forms post as they are.
 */
export function enhanceTableService(root: HTMLElement): () => void {
  const answer = root.querySelector<HTMLElement>("[data-service-answer]")!;
  const onSubmit = async (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    event.preventDefault();
    const button = form.querySelector("button")!;
    if (button.disabled) return;
    button.disabled = true;
    answer.textContent = root.dataset.sending ?? "";
    try {
      const response = await fetch(form.action, {
        method: "POST",
        body: new FormData(form),
        headers: { Accept: "application/json" },
      });
      const body = (await response.json()) as { message?: string };
      answer.textContent = body.message ?? root.dataset.failed ?? "";
    } catch (error) {
      console.error("Table service", error);
      answer.textContent = root.dataset.failed ?? "";
    } finally {
      button.disabled = false;
    }
  };
  root.addEventListener("submit", onSubmit);
  return () => root.removeEventListener("submit", onSubmit);
}
