/** Query parameters that can carry a guest's personal data (issue 18: none of it in the logs). */
const PERSONAL = new Set(["phone", "phonenumber", "customername", "name"]);

/** The URL as the request log writes it: personal query values replaced by "redacted". */
export function logSafeUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const key = eq < 0 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key.replace(/\+/g, " "));
      } catch {}
      return PERSONAL.has(name.toLowerCase()) ? `${key}=redacted` : pair;
    })
    .join("&");
  return `${url.slice(0, at)}?${query}`;
}
