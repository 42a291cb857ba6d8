import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/routing/paths';

/** The desk's sections: the chats waiting for an answer, the homework to review, the video
 * consultations booked with the expert. */
const DESK_SECTIONS = ['chats', 'reviews', 'bookings'] as const;
export type DeskSection = (typeof DESK_SECTIONS)[number];

/** Where the desk stands, kept in the address (?section=reviews&id=12) so that the browser's
 * back and a shared link return to the same queue and item: the chat's id, or the homework
 * status's id. */
export function useDeskPlace(): { section: DeskSection; id: number | null } {
  const [params] = useSearchParams();
  const asked = params.get('section');
  const section = DESK_SECTIONS.find((name) => name === asked) ?? 'chats';
  const id = Number(params.get('id'));
  return { section, id: Number.isSafeInteger(id) && id > 0 ? id : null };
}

export function deskHref(section: DeskSection, id?: number): string {
  return paths.expert.href({ section: section === 'chats' ? undefined : section, id });
}
