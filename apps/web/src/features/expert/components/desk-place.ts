import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/routing/paths';

/** The desk's sections: the chats waiting for an answer, the homework to review. */
export type DeskSection = 'chats' | 'reviews';

/** Where the desk stands, kept in the address (?section=reviews&id=12) so that the browser's
 * back and a shared link return to the same queue and item: the chat's id, or the homework
 * status's id. */
export function useDeskPlace(): { section: DeskSection; id: number | null } {
  const [params] = useSearchParams();
  const section = params.get('section') === 'reviews' ? 'reviews' : 'chats';
  const id = Number(params.get('id'));
  return { section, id: Number.isSafeInteger(id) && id > 0 ? id : null };
}

export function deskHref(section: DeskSection, id?: number): string {
  return paths.expert.href({ section: section === 'chats' ? undefined : section, id });
}
