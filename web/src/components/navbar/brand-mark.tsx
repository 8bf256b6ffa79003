// A buoy on a wave: the product in one glyph. Decorative; the brand name is always next to it.
export function BrandMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="13" r="8" fill="#0a58a8" />
      <rect x="14" y="3" width="4" height="6" rx="1" fill="#b34700" />
      <path
        d="M2 26c3 0 3-3 7-3s4 3 7 3 3-3 7-3 4 3 7 3"
        fill="none"
        stroke="#0b3a5c"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
