import type { Banner } from '@platform/contracts/banners';
import { type BannerPlacement, type BannerScreen, belongsInSlot } from '@platform/domain/banners';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandConfig } from '../config/brand-config';
import { PageLoading } from '../ui/spinner';
import { BannerCard } from './banner-card';
import styles from './banners.module.css';
import { useBanners, useBannersLoading } from './get-banners';
import { useBannerPlatform } from './use-banner-platform';

export interface BannerSlotProps {
  position: BannerScreen;
  placement: BannerPlacement;
  /** On the day screen: the day it shows, for banners meant for some days only. */
  stageDayId?: number;
}

/** The banners of a list that belong in the slot, as a labelled list; nothing when none do. A
 * list, not a landmark: a screen has several slots, and landmarks of one name confuse a screen
 * reader's landmark list (axe: landmark-unique). */
export function BannerList({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <ul className={styles.slot} aria-label={t('banners.label')}>
      {banners.map((banner) => (
        <li key={banner.id}>
          <BannerCard banner={banner} />
        </li>
      ))}
    </ul>
  );
}

/** The learner's banners that belong in the slot on this window's platform; none while they
 * load, when loading fails or when the brand switches banners off. */
export function useSlotBanners({ position, placement, stageDayId }: BannerSlotProps): Banner[] {
  const { isBannerEnable } = useBrandConfig();
  const platform = useBannerPlatform();
  const { data = [] } = useBanners(isBannerEnable);
  return isBannerEnable
    ? data.filter((banner) => belongsInSlot(banner, { platform, position, placement, stageDayId }))
    : [];
}

/**
 * A place on a screen where banners show (spec 000 section 3, Banner): the learner's banners
 * that belong to this window's platform and the slot's position and placement. Nothing shows
 * while they load, when loading fails (a banner is never worth an error on a lesson) or when the
 * brand switches banners off.
 */
export function BannerSlot(props: BannerSlotProps) {
  return <BannerList banners={useSlotBanners(props)} />;
}

/** A screen's side-column banners, or null when the slot has none, so that a screen without
 * other side content keeps its one column: `<Page aside={useSideBanners(...)}>`. The screens
 * that mount it wait for the banners before showing (useBannersLoading), so the column never
 * appears under content already on screen. */
export function useSideBanners(position: BannerScreen): ReactNode {
  const banners = useSlotBanners({ position, placement: 'sidebar' });
  return banners.length > 0 ? <BannerList banners={banners} /> : null;
}

/** A screen's top banners (in `className`'s box) and its content, shown together once the
 * banners are in: nothing appears above the content later and pushes it down. */
export function WithTopBanners({
  position,
  className,
  children,
}: {
  position: BannerScreen;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (useBannersLoading()) return <PageLoading label={t('common.loading')} />;
  return (
    <>
      <div className={className}>
        <BannerSlot position={position} placement="top" />
      </div>
      {children}
    </>
  );
}
