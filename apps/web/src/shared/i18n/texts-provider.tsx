import { type ReactNode, useSyncExternalStore } from 'react';
import { I18nextProvider, type I18nextProviderProps } from 'react-i18next';
import { textsEngine } from './language';

/** Gives the screens the active language's texts, through whichever engine holds them now (the
 * sign-in page's own, then i18next): a change of engine re-renders them. */
export function TextsProvider({ children }: { children: ReactNode }) {
  const engine = useSyncExternalStore(textsEngine.subscribe, textsEngine.current);
  if (!engine) return children;
  // react-i18next 15 types the instance with i18next's CommonJS declarations, which add hydrate
  // and once to the ESM ones the app imports; at run time it is the same object.
  return (
    <I18nextProvider i18n={engine as I18nextProviderProps['i18n']}>{children}</I18nextProvider>
  );
}
