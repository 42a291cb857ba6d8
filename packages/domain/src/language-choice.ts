import { DEFAULT_LANGUAGE, type Language } from './constants/languages';
import { isLanguage } from './user';

/** Where the interface language can come from, as the page's visit gives them. */
export type LanguageSources = {
  /** The `lang` query parameter of the page's address. */
  query: string | null;
  /** The choice kept in local storage / cookie. */
  stored: string | null;
  /** default_language of the domain configuration, when it loaded. */
  configured: string | null | undefined;
  /** The page was reloaded by the language prompt: the new choice beats an old `lang` query. */
  reloaded: boolean;
};

/** `lang` query, then the stored choice, then the domain's default, then ru (spec section 4).
 * The app chooses by it at start; the server, reading the same query and cookie, guesses the
 * texts the page will ask for. */
export function resolveLanguage({
  query,
  stored,
  configured,
  reloaded,
}: LanguageSources): Language {
  const candidates = reloaded ? [stored, configured] : [query, stored, configured];
  return candidates.find(isLanguage) ?? DEFAULT_LANGUAGE;
}
