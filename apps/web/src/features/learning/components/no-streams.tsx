import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../shared/ui/button';
import layout from './learning-layout.module.css';

/** The user studies nothing yet: where to find a course. */
export function NoStreams({ catalogHref }: { catalogHref: string }) {
  const { t } = useTranslation();
  return (
    <section className={layout.panel} aria-labelledby="no-streams-title">
      <h2 id="no-streams-title" className={layout.heading}>
        {t('learningScreens.noStreams.title')}
      </h2>
      <p className={layout.muted}>{t('learningScreens.noStreams.text')}</p>
      <Link className={buttonClassName()} to={catalogHref}>
        {t('learningScreens.noStreams.toCatalog')}
      </Link>
    </section>
  );
}
