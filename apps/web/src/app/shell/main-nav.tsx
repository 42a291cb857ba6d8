import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import type { MenuItem } from './menu-items';
import styles from './shell.module.css';
import { type OpenModal, useCurrentEntry } from './shell-burger';

/** The general menu as the desktop's side navigation; the entry of the screen's area is marked
 * (a course's calendar or day marks "My courses", a homework the homework list). */
export function MainNav({ items, onOpenModal }: { items: MenuItem[]; onOpenModal: OpenModal }) {
  const { t } = useTranslation();
  const current = useCurrentEntry();
  return (
    <nav className={styles.nav} aria-label={t('shell.menu.sections')}>
      <ul className={styles.navList}>
        {items.map((item) => (
          <li key={item.id}>
            {item.kind === 'link' ? (
              <Link className={styles.navLink} to={item.to} aria-current={current(item.id)}>
                {t(item.label)}
              </Link>
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
