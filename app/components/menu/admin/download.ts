/** Whether this browser can save a file directly (spec 8: otherwise 'Export Not Supported'). */
export function canDownload(): boolean {
  return (
    typeof document.createElement("a").download !== "undefined" && typeof URL.createObjectURL === "function"
  );
}

/** Saves text as a file in the browser; false when the browser cannot download directly (spec 8). */
export function downloadText(fileName: string, text: string, type: string): boolean {
  if (!canDownload()) return false;
  const link = document.createElement("a");
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
