import { useTranslation } from 'react-i18next';
import { useBrandConfig } from '../../../shared/config/brand-config';

/** The brand's cookie policy page (brand configuration cookiePolicyLink), when it has one. */
export function CookiePolicyLink() {
  const { t } = useTranslation();
  const link = useBrandConfig().cookiePolicyLink;
  if (!link) return null;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer">
      {t('cookies.policyLink')}
    </a>
  );
}
