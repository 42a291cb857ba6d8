import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { useCurrentUser } from '../../../shared/session/current-user';
import { buttonClassName } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { useBookings } from '../api/get-bookings';
import { type ExpertChat, useChatQueue } from '../api/get-chat-queue';
import { useReviewQueue } from '../api/get-review-queue';
import { useLiveDesk } from '../api/live-desk';
import { BookingsDesk } from './bookings-desk';
import { ChatDesk } from './chat-desk';
import { type DeskSection, deskHref, useDeskPlace } from './desk-place';
import styles from './expert.module.css';
import { Loaded } from './loaded';
import { ReviewDesk } from './review-desk';

/** Learners (and anyone else not an expert) who open /expert learn what it is, not an error. */
function ExpertsOnly() {
  const { t } = useTranslation();
  return (
    <Page title={t('expert.expertsOnly.title')} width="narrow">
      <p>{t('expert.expertsOnly.text')}</p>
      <Link className={buttonClassName({ variant: 'secondary' })} to={paths.home.href()}>
        {t('common.actions.toHome')}
      </Link>
    </Page>
  );
}

function DeskTab({
  section,
  current,
  label,
  count,
}: {
  section: DeskSection;
  current: DeskSection;
  label: string;
  /** What waits in the section, once known. */
  count: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        className={styles.tab}
        to={deskHref(section)}
        aria-current={section === current ? 'page' : undefined}
      >
        {count === undefined ? label : t('expert.tabCount', { label, count })}
      </Link>
    </li>
  );
}

/** The learners' names by id, as the chat queue gives them (the homework calls name the
 * learner by id only): those with a chat in the expert's courses. */
function learnersOf(chats: ExpertChat[] | undefined): ReadonlyMap<number, string> {
  return new Map((chats ?? []).map((chat) => [chat.learner.id, chat.learner.name]));
}

function ExpertDesk() {
  const { t } = useTranslation();
  const { section, id } = useDeskPlace();
  const live = useLiveDesk();
  const chats = useChatQueue(live);
  const reviews = useReviewQueue();
  const bookings = useBookings(live);
  return (
    <Page title={t('expert.title')}>
      <nav aria-label={t('expert.sections')}>
        <ul className={styles.tabs}>
          <DeskTab
            section="chats"
            current={section}
            label={t('expert.chatsTab')}
            count={chats.data?.filter((chat) => chat.waitingSince !== null).length}
          />
          <DeskTab
            section="reviews"
            current={section}
            label={t('expert.reviewsTab')}
            count={reviews.data?.length}
          />
          <DeskTab
            section="bookings"
            current={section}
            label={t('expert.bookingsTab')}
            count={bookings.data?.length}
          />
        </ul>
      </nav>
      {section === 'bookings' ? (
        <Loaded query={bookings}>{(data) => <BookingsDesk bookings={data} />}</Loaded>
      ) : (
        <div className={styles.desk} data-open={id === null ? undefined : ''}>
          {section === 'chats' ? (
            <Loaded query={chats}>{(data) => <ChatDesk chats={data} openId={id} />}</Loaded>
          ) : (
            <Loaded query={reviews}>
              {(data) => <ReviewDesk queue={data} openId={id} learners={learnersOf(chats.data)} />}
            </Loaded>
          )}
        </div>
      )}
    </Page>
  );
}

/**
 * /expert, the expert desk: the chats of the expert's courses, those waiting for an answer
 * first, and the homework on checking, each opened beside its queue; the video consultations
 * booked with the expert, today's and upcoming. Experts only: the API
 * refuses the desk's calls to anyone else, so others are told what the page is for.
 */
export function ExpertDeskScreen() {
  const user = useCurrentUser().data;
  return user?.isExpert ? <ExpertDesk /> : <ExpertsOnly />;
}
