import { useDateTime } from '../i18n/format-date';

/** An instant (seconds) as a <time> with the date and time in the active language. */
export function Moment({ seconds, className }: { seconds: number; className?: string }) {
  const { text, iso } = useDateTime()(seconds);
  return (
    <time className={className} dateTime={iso}>
      {text}
    </time>
  );
}
