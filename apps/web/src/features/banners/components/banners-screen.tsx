import { useTranslation } from 'react-i18next';
import { BannerCard } from '../../../shared/banners/banner-card';
import styles from '../../../shared/banners/banners.module.css';
import { useBanners } from '../../../shared/banners/get-banners';
import { useBrandConfig } from '../../../shared/config/brand-config';
import { ListSection } from '../../../shared/ui/list-section';
import { Page } from '../../../shared/ui/page';

/** /banners: every offer and announcement meant for the learner, wherever it is placed. */
export function BannersScreen() {
  const { t } = useTranslation();
  const { isBannerEnable } = useBrandConfig();
  const banners = useBanners(isBannerEnable);
  const list = isBannerEnable ? banners : { ...banners, data: [], isError: false };
  return (
    <Page title={t('banners.title')}>
      <ListSection title={t('banners.current')} list={list} empty={t('banners.empty')}>
        {(items) => (
          <ul className={styles.list}>
            {items.map((banner) => (
              <li key={banner.id}>
                <BannerCard banner={banner} />
              </li>
            ))}
          </ul>
        )}
      </ListSection>
    </Page>
  );
}
