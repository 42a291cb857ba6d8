import type { OnlineConsultation } from '@platform/contracts/online-consultations';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrandConfig } from '../../../shared/config/brand-config';
import { paths } from '../../../shared/routing/paths';
import { buttonClassName } from '../../../shared/ui/button';
import { ListSection } from '../../../shared/ui/list-section';
import { Page } from '../../../shared/ui/page';
import { useAvailableConsultations } from '../api/get-available-consultations';
import { useBookedConsultations } from '../api/get-booked-consultations';
import { useLiveConsultations } from '../api/live-consultations';
import { BookingDetails } from './consultation-parts';
import styles from './videoconsultations.module.css';

/** The consultations still to book, one card per course, in the order the server gives. */
function byCourse(items: OnlineConsultation[]) {
  const courses = new Map<number, OnlineConsultation[]>();
  for (const item of items)
    courses.set(item.courseId, [...(courses.get(item.courseId) ?? []), item]);
  return [...courses.values()];
}

/** A course's consultations to book: how many, and a way to book the first; a demo says why it
 * is closed. */
function CourseToBook({ items }: { items: OnlineConsultation[] }) {
  const { t } = useTranslation();
  const [first] = items;
  if (!first) return null;
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{first.course?.title}</h3>
      <p className={styles.muted}>{t('videoconsultations.list.toBook', { count: items.length })}</p>
      {first.isLocked ? (
        <p className={styles.locked}>{t('videoconsultations.locked')}</p>
      ) : (
        <Link
          className={buttonClassName({}, styles.action)}
          to={paths.videoconsultation.href({ consultationId: first.id })}
        >
          {t('videoconsultations.list.book')}
        </Link>
      )}
    </li>
  );
}

function Available() {
  const { t } = useTranslation();
  const supported = useBrandConfig().isVideoConsultationSupport;
  return (
    <ListSection
      title={t('videoconsultations.list.available')}
      list={useAvailableConsultations()}
      empty={supported ? t('videoconsultations.list.availableEmpty') : t('videoconsultations.off')}
    >
      {(items) => (
        <ul className={styles.cards}>
          {byCourse(items).map((course) => (
            <CourseToBook key={course[0]?.courseId} items={course} />
          ))}
        </ul>
      )}
    </ListSection>
  );
}

/** One booked consultation: course, time, expert, and the meeting link or a way to move it. */
function Booking({ consultation }: { consultation: OnlineConsultation }) {
  const { t } = useTranslation();
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{consultation.course?.title}</h3>
      <BookingDetails consultation={consultation} />
      {consultation.isChangeable ? (
        <Link
          className={styles.link}
          to={paths.videoconsultation.href({ consultationId: consultation.id })}
        >
          {t('videoconsultations.list.move')}
        </Link>
      ) : null}
    </li>
  );
}

function Booked() {
  const { t } = useTranslation();
  return (
    <ListSection
      title={t('videoconsultations.list.booked')}
      list={useBookedConsultations()}
      empty={t('videoconsultations.list.bookedEmpty')}
    >
      {(items) => {
        const upcoming = items.filter((item) => item.status === 'booked');
        const past = items.filter((item) => item.status === 'past');
        return (
          <>
            <h3 className={styles.subTitle}>{t('videoconsultations.list.upcoming')}</h3>
            {upcoming.length === 0 ? (
              <p className={styles.muted}>{t('videoconsultations.list.upcomingEmpty')}</p>
            ) : (
              <ul className={styles.cards} aria-label={t('videoconsultations.list.upcoming')}>
                {upcoming.map((item) => (
                  <Booking key={item.id} consultation={item} />
                ))}
              </ul>
            )}
            {past.length === 0 ? null : (
              <>
                <h3 className={styles.subTitle}>{t('videoconsultations.list.past')}</h3>
                <ul className={styles.cards} aria-label={t('videoconsultations.list.past')}>
                  {past.map((item) => (
                    <Booking key={item.id} consultation={item} />
                  ))}
                </ul>
              </>
            )}
          </>
        );
      }}
    </ListSection>
  );
}

/** /videoconsultations: what the learner may book, per course, and their bookings, upcoming and
 * past, kept current live. */
export function VideoconsultationsScreen() {
  const { t } = useTranslation();
  useLiveConsultations();
  return (
    <Page title={t('videoconsultations.list.title')} banners="videoconsultations">
      <p className={styles.intro}>{t('videoconsultations.list.intro')}</p>
      <div className={styles.columns}>
        <Available />
        <Booked />
      </div>
    </Page>
  );
}
