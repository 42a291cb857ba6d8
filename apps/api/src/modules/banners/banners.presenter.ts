import type { Banner } from '@platform/contracts/banners';
import { inLanguage, type Lang } from '../../lib/i18n';
import type { MediaLinks } from '../media/media-links';
import type { BannerRow } from './banners.repository';

/** A banner in the spec's shape, its image signed like course media. */
export function presentBanner(row: BannerRow, lang: Lang, links: MediaLinks): Banner {
  return {
    id: row.id,
    platforms: row.platforms,
    positions: row.positions,
    placements: row.placements,
    file: links.file(row.file),
    title: inLanguage(row.title, lang),
    link: row.link,
    segments: row.segments,
    course_ids: row.courseIds,
    community_ids: row.communityIds,
    application_ids: row.applicationIds,
    stage_day_ids: row.stageDayIds,
    not_display_course_ids: row.notDisplayCourseIds,
    not_display_community_ids: row.notDisplayCommunityIds,
    not_display_application_ids: row.notDisplayApplicationIds,
  };
}
