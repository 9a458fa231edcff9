/**
 * Sunshine's sun (the same drawing as /favicon.svg), drawn inline: as an <img> the browser builds a separate SVG
 * document for it on the page's thread, about 50 ms on a slow phone while the first screen is still being drawn.
 */
export function SunMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="14" fill="#f59e0b" />
      <path
        d="M32 4v8M32 52v8M4 32h8M52 32h8M12 12l6 6M46 46l6 6M12 52l6-6M46 18l6-6"
        stroke="#f59e0b"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </svg>
  );
}
