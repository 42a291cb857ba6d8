import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import type { MenuItem } from './menu-items';
import styles from './shell.module.css';
import type { OpenModal } from './shell-burger';

/** The general menu as the desktop's side navigation; the current area is marked. */
export function MainNav({ items, onOpenModal }: { items: MenuItem[]; onOpenModal: OpenModal }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('shell.menu.sections')}>
      <ul className={styles.navList}>
        {items.map((item) => (
          <li key={item.id}>
            {item.kind === 'link' ? (
              <NavLink className={styles.navLink} to={item.to}>
                {t(item.label)}
              </NavLink>
            ) : item.kind === 'external' ? (
              <a
                className={styles.navLink}
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t(item.label)}
                <VisuallyHidden> ({t('shell.opensInNewTab')})</VisuallyHidden>
              </a>
            ) : (
              <button
                type="button"
                className={styles.navLink}
                onClick={() => onOpenModal(item.modal)}
              >
                {t(item.label)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
