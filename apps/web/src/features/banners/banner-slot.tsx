import { useTranslation } from 'react-i18next';
import { useBrandConfig } from '../../shared/config/brand-config';
import { type Banner, type BannerSlotAddress, bannersForSlot } from './banner';
import styles from './banner-slot.module.css';

/**
 * A place on a screen where banners show (spec 000 section 3, Banner). It renders the given
 * banners that belong to its platform, position and placement, and nothing when the brand
 * switches banners off or none belong. The banner list comes with the banners issue's API;
 * without one the slot stays empty.
 */
export function BannerSlot({
  banners = [],
  ...address
}: BannerSlotAddress & { banners?: readonly Banner[] }) {
  const { t } = useTranslation();
  const { isBannerEnable } = useBrandConfig();
  const shown = isBannerEnable ? bannersForSlot(banners, address) : [];
  if (shown.length === 0) return null;
  return (
    <aside className={styles.slot} aria-label={t('banners.label')}>
      {shown.map((banner) => (
        // The image carries the banner's words; the API gives no text alternative for it.
        <img key={banner.id} className={styles.banner} src={banner.file} alt={t('banners.image')} />
      ))}
    </aside>
  );
}
