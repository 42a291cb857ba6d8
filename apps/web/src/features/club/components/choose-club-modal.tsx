import type { Community } from '@platform/contracts/communities';
import { clubEntryLink, clubLink } from '@platform/domain/communities';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/ui/modal';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { type ArticlePreview, useArticlePreviews } from '../api/get-article-previews';
import styles from './club.module.css';

export interface ChooseClubModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The navigation entry's label (spec: the modal is titled by navigationPage). */
  title: string;
  communities: readonly Community[];
  /** The community site's pages (communityUrlFrontend, else communityUrl). */
  site: string | null;
  communityUrlApi: string | null;
}

/** An address of the brand's settings, which may be relative to this site. */
const absolute = (url: string | null) =>
  url ? new URL(url, window.location.origin).toString().replace(/\/+$/, '') : null;

function ExternalLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation();
  return (
    <a className={styles.action} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> ({t('club.newWindow')})</VisuallyHidden>
    </a>
  );
}

function ClubCard({ club, site }: { club: Community; site: string | null }) {
  const { t } = useTranslation();
  const entry = club.chatOnly ? null : clubEntryLink(club, site);
  const faq = club.faqUrl ? clubLink(club.faqUrl, 'faq') : null;
  return (
    <li className={styles.club}>
      <div className={styles.clubHead}>
        <h3 className={styles.clubTitle}>{club.title}</h3>
        <span className={styles.badge}>{t(`club.types.${club.type}`)}</span>
      </div>
      <div className={styles.actions}>
        {entry ? (
          <ExternalLink href={entry}>
            {t(club.type === 'owned' ? 'club.open' : 'club.join')}
          </ExternalLink>
        ) : null}
        {club.telegramChatUrl ? (
          <ExternalLink href={club.telegramChatUrl}>{t('club.telegram')}</ExternalLink>
        ) : null}
        {faq ? <ExternalLink href={faq}>{t('club.faq')}</ExternalLink> : null}
      </div>
    </li>
  );
}

/** Views, likes (a filled heart where the learner liked it, said in words to screen readers)
 * and, where the learner keeps it, the favourite mark. */
function ArticleStats({ article }: { article: ArticlePreview }) {
  const { t } = useTranslation();
  return (
    <span className={styles.meta}>
      <span>{t('club.views', { count: article.views })}</span>
      <span className={article.liked ? styles.liked : undefined}>
        <span aria-hidden="true">{article.liked ? '♥' : '♡'}</span>{' '}
        {t('club.likes', { count: article.likes })}
        {article.liked ? <VisuallyHidden> ({t('club.liked')})</VisuallyHidden> : null}
      </span>
      {article.isFavourite ? (
        <span className={styles.favourite}>
          <span aria-hidden="true">★</span> {t('club.favourite')}
        </span>
      ) : null}
    </span>
  );
}

function Articles({ articles }: { articles: readonly ArticlePreview[] }) {
  const { t } = useTranslation();
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="club-articles">
      <h3 id="club-articles" className={styles.sectionTitle}>
        {t('club.articles')}
      </h3>
      <ul className={styles.articles}>
        {articles.map((article) => (
          <li key={article.id}>
            <a
              className={styles.article}
              href={clubLink(article.url, 'article') ?? article.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <img className={styles.thumbnail} src={article.preview_image.thumbnail} alt="" />
              <span className={styles.articleTitle}>
                {article.labels.includes('NEW') ? (
                  <span className={styles.new}>{t('club.new')}</span>
                ) : null}
                {article.title}
              </span>
              <ArticleStats article={article} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The clubs the learner may go to (hidden ones left out), each with its way in, its Telegram
 * chat and FAQ in a new window, and the latest articles of the clubs they are in. */
export function ChooseClubModal({
  open,
  onOpenChange,
  title,
  communities,
  site,
  communityUrlApi,
}: ChooseClubModalProps) {
  const { t } = useTranslation();
  const shown = communities.filter((club) => club.type !== 'hidden');
  const owned = shown.filter((club) => club.type === 'owned').map((club) => club.uniq);
  const articles = useArticlePreviews(absolute(communityUrlApi), owned);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title}>
      {shown.length === 0 ? (
        <p>{t('club.none')}</p>
      ) : (
        <ul className={styles.clubs}>
          {shown.map((club) => (
            <ClubCard key={club.id} club={club} site={absolute(site)} />
          ))}
        </ul>
      )}
      <Articles articles={articles.data ?? []} />
    </Modal>
  );
}
