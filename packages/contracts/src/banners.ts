import {
  BANNER_PLACEMENTS,
  BANNER_PLATFORMS,
  BANNER_POSITIONS,
  BANNER_SLOT_CODES,
} from '@platform/domain/banners';
import { z } from 'zod';

const ids = z.array(z.number().int());
const applicationIds = z.array(z.string());

/** A banner as spec 000 section 3 gives it, with the words the image says (its text
 * alternative, in the request language) and where it leads, if anywhere. */
export const Banner = z.object({
  id: z.number().int(),
  platforms: z.array(z.enum(BANNER_PLATFORMS)),
  positions: z.array(z.enum(BANNER_POSITIONS)),
  placements: z.array(z.enum(BANNER_PLACEMENTS)),
  /** The image's address. */
  file: z.string(),
  title: z.string(),
  link: z.string().nullable(),
  segments: z.array(z.object({ id: z.number().int(), name: z.string() })),
  course_ids: ids,
  community_ids: ids,
  application_ids: applicationIds,
  stage_day_ids: ids,
  not_display_course_ids: ids,
  not_display_community_ids: ids,
  not_display_application_ids: applicationIds,
});
export type Banner = z.infer<typeof Banner>;
export const BannerList = z.array(Banner);

const SLOT_CODES = BANNER_SLOT_CODES.map((slot) => slot.code);

/** GET /banner/new-features: the slot code to show new features in. */
export const NewFeaturesQuery = z.object({
  position: z.coerce.number().pipe(z.literal(SLOT_CODES)),
});
