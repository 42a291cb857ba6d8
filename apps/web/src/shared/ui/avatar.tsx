import styles from './avatar.module.css';

/** The first letter of each of the first two words: "Anna Ivanova" → "AI". */
export function initialsOf(name: string): string {
  return name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * A user's picture, or their initials without one. Decorative: it always stands next to the
 * name or inside a control that is named, so screen readers skip it.
 */
export function Avatar({
  src,
  name,
  size = 'm',
}: {
  src: string | null;
  name: string;
  size?: 's' | 'm';
}) {
  const className = [styles.avatar, styles[size]].join(' ');
  return src ? (
    <img className={className} src={src} alt="" />
  ) : (
    <span className={className} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
