/** The centre's mark: a leaf in a circle, drawn inline so it paints with the first HTML. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#1e5841" />
      <path
        d="M14 31c0-10 8-17 21-18-1 12-8 20-18 20-1 0-2 0-3-.5 3-5 7-9 12-12-6 2-10 6-12 10.5z"
        fill="#d5ece0"
      />
    </svg>
  )
}
