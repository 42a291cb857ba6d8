import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageReloadSlot, useLanguageSwitch } from '../../shared/ui/language-switch';
import { Menu, MenuGroup, MenuItem, MenuRadioGroup, MenuSub } from '../../shared/ui/menu';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { useRouteName } from '../route-name';
import type { MenuItem as Entry, ShellModal } from './menu-items';
import { areaOf, isCurrentEntry } from './screen-areas';
import styles from './shell.module.css';

export type OpenModal = (modal: ShellModal) => void;

/** Which entry leads to the area of the screen on show: `aria-current="page"` marks it. */
export function useCurrentEntry(): (entryId: string) => 'page' | undefined {
  const area = areaOf(useRouteName());
  return (entryId) => (isCurrentEntry(entryId, area) ? 'page' : undefined);
}

/** Menu entries by kind: a route, a page of another site in a new tab, or a modal. */
export function MenuEntries({ items, onOpenModal }: { items: Entry[]; onOpenModal: OpenModal }) {
  const { t } = useTranslation();
  const current = useCurrentEntry();
  return items.map((item) => {
    if (item.kind === 'link') {
      return (
        <MenuItem key={item.id} asChild>
          <Link to={item.to} aria-current={current(item.id)}>
            {t(item.label)}
          </Link>
        </MenuItem>
      );
    }
    if (item.kind === 'external') return <ExternalEntry key={item.id} item={item} />;
    return (
      <MenuItem key={item.id} onSelect={() => onOpenModal(item.modal)}>
        {t(item.label)}
      </MenuItem>
    );
  });
}

function ExternalEntry({ item }: { item: Entry & { kind: 'external' } }) {
  const { t } = useTranslation();
  return (
    <MenuItem asChild>
      <a href={item.href} target="_blank" rel="noopener noreferrer">
        {t(item.label)}
        <VisuallyHidden> ({t('shell.opensInNewTab')})</VisuallyHidden>
      </a>
    </MenuItem>
  );
}

function BurgerIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The burger menu: the given groups of entries, the language, and for admins the dashboard
 * (spec 000 section 2, desktop header). The reload prompt lives outside the menu, which closes
 * when a language is chosen.
 */
export function ShellBurger({
  groups,
  adminDashboard,
  onOpenModal,
}: {
  groups: ReadonlyArray<{ label?: string; items: Entry[] }>;
  adminDashboard: string | null;
  onOpenModal: OpenModal;
}) {
  const { t } = useTranslation();
  const language = useLanguageSwitch();
  const activeName = language.options.find((option) => option.value === language.active)?.label;
  return (
    <>
      <Menu trigger={<BurgerIcon />} label={t('shell.header.menu')}>
        {groups.map((group) => (
          <MenuGroup key={group.label ?? 'main'} label={group.label}>
            <MenuEntries items={group.items} onOpenModal={onOpenModal} />
          </MenuGroup>
        ))}
        {language.options.length > 1 || adminDashboard ? (
          <MenuGroup>
            {language.options.length > 1 ? (
              <MenuSub
                label={
                  <span className={styles.languageEntry}>
                    {t('common.language.label')}
                    <span className={styles.languageValue}>{activeName}</span>
                  </span>
                }
              >
                <MenuRadioGroup
                  value={language.active}
                  onValueChange={language.change}
                  options={language.options}
                />
              </MenuSub>
            ) : null}
            {adminDashboard ? (
              <ExternalEntry
                item={{
                  id: 'adminDashboard',
                  label: 'shell.menu.adminDashboard',
                  kind: 'external',
                  href: adminDashboard,
                }}
              />
            ) : null}
          </MenuGroup>
        ) : null}
      </Menu>
      <LanguageReloadSlot
        open={language.promptOpen}
        onReload={language.reload}
        onDismiss={language.dismiss}
      />
    </>
  );
}
