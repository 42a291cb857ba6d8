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
  /** The image is likely the largest thing on the first screen: fetched at once, first. */
  prominent?: boolean;
};

/** A course the user studies: image, title (the card's link), demo badge, progress, status
 * message and what its access state asks (buy, renew, extend, cancel the freeze). */
function StreamCard({ stream, href, prominent = false }: StreamCardProps) {
  const { t } = useTranslation();
  const statusText = useStreamStatusText();
  const image = stream.course?.image?.medium;
  return (
    <article className={styles.card}>
      {image ? (
        <img
          className={styles.image}
          src={image}
          alt=""
          loading={prominent ? 'eager' : 'lazy'}
          fetchPriority={prominent ? 'high' : 'auto'}
        />
      ) : null}
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

/** Stream cards in a grid: one column on phones, two on tablets, three on desktops. A list at
 * the top of its screen (`first`) fetches its first card's image at once, first: that image is
 * what the screen's largest paint waits for. */
export function StreamList({
  streams,
  hrefOf,
  first = false,
}: {
  streams: readonly Stream[];
  hrefOf(stream: Stream): string;
  first?: boolean;
}) {
  return (
    <ul className={styles.grid}>
      {streams.map((stream, index) => (
        <li key={stream.id}>
          <StreamCard stream={stream} href={hrefOf(stream)} prominent={first && index === 0} />
        </li>
      ))}
    </ul>
  );
}
