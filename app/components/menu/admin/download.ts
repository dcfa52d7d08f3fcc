/** Saves text as a file in the browser; false when the browser cannot download directly (spec 8). */
export function downloadText(fileName: string, text: string, type: string): boolean {
  const link = document.createElement("a");
  if (typeof link.download === "undefined" || typeof URL.createObjectURL !== "function") return false;
  const url = URL.createObjectURL(new Blob([text], { type }));
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}
