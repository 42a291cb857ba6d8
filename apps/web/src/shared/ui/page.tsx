import type { BannerScreen } from '@platform/domain/banners';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { domainConfigurationQuery } from '../config/domain-configuration';
import styles from './page.module.css';

// The frame is on the sign-in route too, which has no banners: the slot loads with the first
// screen that shows one.
const BannerSlot = lazy(() =>
  import('../banners/banner-slot').then((module) => ({ default: module.BannerSlot })),
);

export type PageProps = {
  /** The page's heading and the start of the tab's title. */
  title: string;
  /** Forms and messages read better in a narrow column. */
  width?: 'wide' | 'narrow';
  /** The screen whose top banners show under the heading (spec: banner slots per screen). */
  banners?: BannerScreen;
  children?: ReactNode;
};

/** The tab's title: page · site. */
export function TabTitle({ title }: { title: string }) {
  const site = useQuery(domainConfigurationQuery).data?.title;
  return <title>{site ? `${title} · ${site}` : title}</title>;
}

/** A screen's frame: the tab title (page · site), one h1, the screen's top banners and the
 * content, padded per breakpoint. */
export function Page({ title, width = 'wide', banners, children }: PageProps) {
  return (
    <div
      className={[styles.page, width === 'narrow' ? styles.narrow : null].filter(Boolean).join(' ')}
    >
      <TabTitle title={title} />
      <h1 className={styles.title}>{title}</h1>
      {banners && (
        <Suspense fallback={null}>
          <BannerSlot position={banners} placement="top" />
        </Suspense>
      )}
      {children}
    </div>
  );
}
