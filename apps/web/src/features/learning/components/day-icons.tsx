/* The marks of a calendar day. Decorative: each tile also says its marks in words. */

type IconProps = { className?: string };

export function LockIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect x="4" y="9" width="12" height="9" rx="2" fill="currentColor" />
      <path d="M7 9V6.5a3 3 0 0 1 6 0V9" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function CheckIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}

export function StartedIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 4a6 6 0 0 1 0 12z" fill="currentColor" />
    </svg>
  );
}

export function RestIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M13 3a7 7 0 1 0 4 12.5A6 6 0 0 1 13 3z" fill="currentColor" />
    </svg>
  );
}
