import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DeskSection, deskHref } from './desk-place';
import styles from './expert.module.css';

/** An entry of a queue, opening its item beside the queue (or in its place on phones). */
export function QueueEntry({
  section,
  id,
  selected,
  children,
}: {
  section: DeskSection;
  id: number;
  selected: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        className={styles.item}
        to={deskHref(section, id)}
        aria-current={selected ? 'true' : undefined}
      >
        {children}
      </Link>
    </li>
  );
}

/** A section of the desk: its queue (the entries, in the server's order) and the opened item,
 * with the way back to the queue that phones need. */
export function DeskPanes({
  section,
  label,
  empty,
  entries,
  openId,
  opened,
}: {
  section: DeskSection;
  /** The queue's accessible name. */
  label: string;
  /** Said when the queue has no entries. */
  empty: string;
  entries: ReactNode[];
  /** The opened item's id, null when none is. */
  openId: number | null;
  opened: ReactNode;
}) {
  const { t } = useTranslation();
  const detail = useRef<HTMLDivElement>(null);
  const shown = useRef(openId);
  // An item opened from the queue takes the focus (on phones the queue it was opened from goes
  // away); the item the page opened with leaves the focus where the page put it.
  useEffect(() => {
    if (openId !== null && openId !== shown.current) detail.current?.focus();
    shown.current = openId;
  }, [openId]);
  return (
    <>
      <div className={styles.queue}>
        {entries.length === 0 ? (
          <p className={styles.muted}>{empty}</p>
        ) : (
          <ul className={styles.list} aria-label={label}>
            {entries}
          </ul>
        )}
      </div>
      <div className={styles.detail} ref={detail} tabIndex={-1}>
        <Link className={styles.back} to={deskHref(section)}>
          {t('expert.backToQueue')}
        </Link>
        {opened}
      </div>
    </>
  );
}
