/** The Eden mark (a gold leaf) and wordmark, drawn inline so it is crisp and costs no request. */
export function LogoMark({ className = "h-10 w-10" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="12" fill="#1b3f2c" />
      <path d="M32 10c-9 8-13 15-13 22a13 13 0 0 0 26 0c0-7-4-14-13-22z" fill="#d9b45a" />
      <path d="M32 20v26" stroke="#1b3f2c" strokeWidth="2.5" />
      <path d="M32 30l-6-5M32 36l7-6" stroke="#1b3f2c" strokeWidth="2" />
    </svg>
  );
}

export function Logo({ size = "md", label = "Eden" }: { size?: "md" | "lg"; label?: string }) {
  return (
    <span className="inline-flex items-center gap-3">
      <LogoMark className={size === "lg" ? "h-20 w-20" : "h-10 w-10"} />
      <span className={`font-display font-semibold tracking-wide ${size === "lg" ? "text-6xl" : "text-3xl"}`}>
        {label}
      </span>
    </span>
  );
}
