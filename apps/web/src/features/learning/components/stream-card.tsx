import type { Stream } from '@platform/contracts/streams';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStreamStatusText } from '../stream-status-text';
import { AccessNotice } from './access-notice';
import { DemoBadge } from './demo-badge';
import { ProgressBar } from './progress-bar';
import styles from './stream-card.module.css';

type StreamCardProps = {
  stream: Stream;
  /** Where the card leads (the stream's calendar). */
  href: string;
};

/** A course the user studies: image, title (the card's link), demo badge, progress, status
 * message and what its access state asks (buy, renew, extend, cancel the freeze). */
function StreamCard({ stream, href }: StreamCardProps) {
  const { t } = useTranslation();
  const statusText = useStreamStatusText();
  const image = stream.course?.image?.medium;
  return (
    <article className={styles.card}>
      {image ? <img className={styles.image} src={image} alt="" loading="lazy" /> : null}
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link className={styles.link} to={href}>
            {stream.course?.title ?? t('learningScreens.courseFallbackTitle')}
          </Link>
        </h3>
        {stream.isDemo ? <DemoBadge /> : null}
        <ProgressBar percent={stream.progress.progress} />
        <p className={styles.status}>{statusText(stream)}</p>
        <AccessNotice stream={stream} variant="inline" />
      </div>
    </article>
  );
}

/** Stream cards in a grid: one column on phones, two on tablets, three on desktops. */
export function StreamList({
  streams,
  hrefOf,
}: {
  streams: readonly Stream[];
  hrefOf(stream: Stream): string;
}) {
  return (
    <ul className={styles.grid}>
      {streams.map((stream) => (
        <li key={stream.id}>
          <StreamCard stream={stream} href={hrefOf(stream)} />
        </li>
      ))}
    </ul>
  );
}
