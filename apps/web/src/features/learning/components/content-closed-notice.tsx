import type { Stream } from '@platform/contracts/streams';
import { type ClosedRemedy, contentClosedNotice } from '@platform/domain/content-access';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrandConfig } from '../../../shared/config/brand-config';
import { useFormatDate } from '../../../shared/i18n/format-date';
import { paths } from '../../../shared/routing/paths';
import { freezeOf } from '../stream-status-text';
import styles from './content-closed.module.css';

/** Where each remedy leads; waiting for the start needs no link. */
function remedyLinks(
  remedy: ClosedRemedy,
  streamId: number,
  renewCategoryId: number,
): { to: string; key: string }[] {
  switch (remedy) {
    case 'wait':
      return [];
    case 'extend':
      // Renewing buys the course again through the checkout (30 days); the brand's
      // course-renewal topic in support, about this stream, and a new course stay as other ways.
      return [
        { to: paths.checkoutStream.href({ streamId }), key: 'renew' },
        { to: paths.supportStream.href({ categoryId: renewCategoryId, streamId }), key: 'extend' },
        { to: paths.catalog.href(), key: 'newCourse' },
      ];
    case 'cancelFreeze':
      return [{ to: paths.freeze.href({ streamId }), key: 'cancelFreeze' }];
    case 'subscribe':
      return [
        { to: paths.subscriptions.href(), key: 'subscribe' },
        { to: paths.checkoutStream.href({ streamId }), key: 'buy' },
      ];
  }
}

/** Why the stream's lessons cannot be played now (the server hands out none and refuses day
 * starts) and what the learner can do about it; nothing while the stream runs. */
export function ContentClosedNotice({ stream }: { stream: Stream }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const brand = useBrandConfig();
  const headingId = useId();
  const notice = contentClosedNotice(
    {
      status: stream.status,
      startDate: stream.startDate,
      endDate: stream.endDate,
      freeze: freezeOf(stream),
      stoppedAt: stream.accessStoppedAt,
    },
    Date.now(),
  );
  if (notice === null) return null;
  const links = remedyLinks(notice.remedy, stream.id, brand.renewCourseSupportCategoryId);
  return (
    <section className={styles.closed} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('learningScreens.contentClosed.title')}
      </h2>
      <p className={styles.text}>
        {t(`learningScreens.contentClosed.reason.${notice.reason}`, {
          date: formatDate(notice.date),
        })}
      </p>
      <p className={styles.text}>{t(`learningScreens.contentClosed.remedy.${notice.remedy}`)}</p>
      {links.length === 0 ? null : (
        <ul className={styles.actions} aria-label={t('learningScreens.contentClosed.actions')}>
          {links.map((link) => (
            <li key={link.key}>
              <Link to={link.to}>{t(`learningScreens.contentClosed.${link.key}`)}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
