import type { Stream } from '@platform/contracts/streams';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useBrandConfig } from '../../../shared/config/brand-config';
import type { Translate } from '../../../shared/forms/field-rules';
import { useFormatDate } from '../../../shared/i18n/format-date';
import { paths } from '../../../shared/routing/paths';
import { useRouteId } from '../../../shared/routing/route-id';
import { LoadProblem } from '../../../shared/ui/load-problem';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { type SupportCategory, useSupportCategories } from '../api/get-support-categories';
import { useSupportStreams } from '../api/get-support-streams';
import { isOneTapTopic, type StreamTopic, streamTopicOf } from '../stream-topics';
import { OneTapRequest, QuestionForm } from './question-form';
import styles from './support.module.css';

function BackToTopics() {
  const { t } = useTranslation();
  return (
    <Link className={styles.back} to={paths.support.href()}>
      {t('support.category.back')}
    </Link>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('support.category.notFoundTitle')} width="narrow">
      <div className={styles.screen}>
        <p className={styles.text}>{t('support.category.notFoundText')}</p>
        <BackToTopics />
      </div>
    </Page>
  );
}

function Failed({ error, retry }: { error: unknown; retry(): void }) {
  const { t } = useTranslation();
  return (
    <Page title={t('support.centre.title')} width="narrow">
      <LoadProblem error={error} retry={retry} />
    </Page>
  );
}

function streamTitle(stream: Stream, t: Translate): string {
  return stream.course?.title ?? t('support.category.streamFallback', { id: stream.id });
}

/** /support/{categoryId} of a topic about a stream: which of the learner's streams. */
function StreamChoice({ category, streams }: { category: SupportCategory; streams: Stream[] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('support.category.chooseStream')}
      </h2>
      {streams.length === 0 ? (
        <p className={styles.muted}>{t('support.category.noStreams')}</p>
      ) : (
        <ul className={styles.topics}>
          {streams.map((stream) => (
            <li key={stream.id}>
              <Link
                className={styles.topic}
                to={paths.supportStream.href({ categoryId: category.id, streamId: stream.id })}
              >
                <span className={styles.stream}>
                  {streamTitle(stream, t)}
                  {/* A course taken twice reads apart by its dates. */}
                  <span className={styles.muted}>
                    {t('support.category.streamDates', {
                      start: formatDate(stream.startDate),
                      end: formatDate(stream.endDate),
                    })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Sent: where the reply will be. Focused, so that a screen reader hears it. */
function Sent() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={styles.sent} role="status" tabIndex={-1}>
      <p className={styles.sentTitle}>{t('support.category.sentTitle')}</p>
      <p className={styles.text}>{t('support.category.sentText')}</p>
      <Link to={paths.support.href()}>{t('support.category.toQuestions')}</Link>
    </div>
  );
}

function Ask({
  category,
  topic,
  stream,
}: {
  category: SupportCategory;
  topic: StreamTopic | null;
  stream: Stream | null;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const target = {
    categoryId: category.id,
    streamId: stream?.id ?? null,
    onSent: () => setSent(true),
  };
  return (
    <>
      {stream ? (
        <p className={styles.about}>
          <span>{t('support.category.aboutStream', { title: streamTitle(stream, t) })}</span>
          {topic && !sent ? (
            <Link to={paths.supportCategory.href({ categoryId: category.id })}>
              {t('support.category.changeStream')}
            </Link>
          ) : null}
        </p>
      ) : null}
      {sent ? (
        <Sent />
      ) : isOneTapTopic(topic) ? (
        <OneTapRequest {...target} topic={topic} />
      ) : (
        <QuestionForm {...target} />
      )}
    </>
  );
}

/**
 * /support/{categoryId} and /support/{categoryId}/{streamId}: a topic's form. The brand's
 * homework and renewal topics are about a stream: without one in the address the learner first
 * chooses it; with one, it is preset (and must be the learner's). Renewals are one tap.
 */
export function SupportCategoryScreen() {
  const categoryId = useRouteId('categoryId');
  const streamId = useRouteId('streamId');
  const streamGiven = useParams().streamId !== undefined;
  const brand = useBrandConfig();
  const topic = categoryId === null ? null : streamTopicOf(categoryId, brand);
  const needsStream = topic !== null || streamGiven;
  const categories = useSupportCategories();
  const streams = useSupportStreams(needsStream);
  const { t } = useTranslation();

  if (categories.isError)
    return <Failed error={categories.error} retry={() => void categories.refetch()} />;
  if (needsStream && streams.isError)
    return <Failed error={streams.error} retry={() => void streams.refetch()} />;
  if (!categories.data || (needsStream && !streams.data))
    return <PageLoading label={t('common.loading')} />;
  const category = categories.data.find((item) => item.id === categoryId);
  const stream = streams.data?.find((item) => item.id === streamId) ?? null;
  if (!category || (streamGiven && !stream)) return <NotFound />;

  return (
    <Page title={category.title} width="narrow">
      <div className={styles.screen}>
        <BackToTopics />
        {topic && !stream ? (
          <StreamChoice category={category} streams={streams.data ?? []} />
        ) : (
          <Ask category={category} topic={topic} stream={stream} />
        )}
      </div>
    </Page>
  );
}
