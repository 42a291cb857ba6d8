import type { BannerScreen } from '@platform/domain/banners';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { domainConfigurationQuery } from '../config/domain-configuration';
import styles from './page.module.css';
import { PageLoading } from './spinner';

// The frame is on the sign-in route too, which has no banners: the slot loads with the first
// screen that shows one.
const WithTopBanners = lazy(() =>
  import('../banners/banner-slot').then((module) => ({ default: module.WithTopBanners })),
);

export type PageProps = {
  /** The page's heading and the start of the tab's title. */
  title: string;
  /** Forms and messages read better in a narrow column: the content keeps to a reading measure,
   * left-aligned with the heading like every other screen. */
  width?: 'wide' | 'narrow';
  /** Secondary content: a side column beside the content from 1244 px, below it before. */
  aside?: ReactNode;
  /** The screen whose top banners show under the heading (spec: banner slots per screen). */
  banners?: BannerScreen;
  children?: ReactNode;
};

/** The tab's title: page · site. */
export function TabTitle({ title }: { title: string }) {
  const site = useQuery(domainConfigurationQuery).data?.title;
  return <title>{site ? `${title} · ${site}` : title}</title>;
}

/** A screen's frame, the one layout of every screen (issue 14): the tab title (page · site),
 * one h1, the screen's top banners, then the content column and, where the screen has
 * secondary content, the side column; padded and spaced by the layout tokens per breakpoint.
 * Under the heading, the banners and the columns appear together (WithTopBanners). */
export function Page({ title, width = 'wide', banners, aside, children }: PageProps) {
  const { t } = useTranslation();
  const className = [
    styles.page,
    width === 'narrow' ? styles.narrow : null,
    aside ? styles.withAside : null,
  ]
    .filter(Boolean)
    .join(' ');
  const columns = (
    <div className={styles.columns}>
      <div className={styles.content}>{children}</div>
      {aside ? <aside className={styles.aside}>{aside}</aside> : null}
    </div>
  );
  return (
    <div className={className}>
      <TabTitle title={title} />
      <h1 className={styles.title}>{title}</h1>
      {banners ? (
        <Suspense fallback={<PageLoading label={t('common.loading')} />}>
          <WithTopBanners position={banners} className={styles.banners}>
            {columns}
          </WithTopBanners>
        </Suspense>
      ) : (
        columns
      )}
    </div>
  );
}
