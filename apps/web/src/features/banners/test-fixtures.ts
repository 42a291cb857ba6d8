import type { Banner } from './banner';

/** A banner as the banners API will answer it: desktop, home, top unless overridden. */
export function buildBanner(id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    platforms: ['desktop'],
    positions: ['home'],
    placements: ['top'],
    file: `/files/banner-${id}.png`,
    segments: [],
    course_ids: [],
    community_ids: [],
    application_ids: [],
    stage_day_ids: [],
    not_display_course_ids: [],
    not_display_community_ids: [],
    not_display_application_ids: [],
    ...overrides,
  };
}
