import type { Banner } from '@platform/contracts/banners';

/** A banner as GET /banners answers it: every platform, home, top unless overridden. */
export function buildBanner(id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    platforms: ['desktop', 'tablet', 'mobile', 'app'],
    positions: ['home'],
    placements: ['top'],
    file: `data:image/svg+xml,<svg id='${id}'/>`,
    title: `Баннер ${id}`,
    link: null,
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
