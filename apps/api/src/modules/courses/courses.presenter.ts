import type { Course, CourseDocument, CourseVersion, Video } from '@platform/contracts/courses';
import { milliseconds } from '@platform/contracts/time';
import type { z } from 'zod';
import { toSeconds } from '../../lib/clock';
import type { MediaLinks } from '../media/media-links';
import type { CourseRow, DocumentRow, VideoRow } from './courses.repository';

/** Only for a learner with access to the video: its links are signed for them. */
export function presentVideo(row: VideoRow, lessonId: number | null, links: MediaLinks): Video {
  const link = (url: string | null) => (url === null ? null : links.video(url));
  return {
    id: row.id,
    created_at: toSeconds(row.createdAt),
    duration: milliseconds(row.durationSeconds * 1000),
    url: links.video(row.url),
    subtitles: row.subtitles.map((subtitle) => ({ ...subtitle, url: links.video(subtitle.url) })),
    videoUrls: {
      hlsPlaylist: link(row.hlsPlaylist),
      preview: link(row.preview),
      mp4Playlist: link(row.mp4Playlist),
    },
    lessonId,
    courseIds: row.courseIds,
  };
}

export function presentDocument(row: DocumentRow, links: MediaLinks): CourseDocument {
  return {
    id: row.id,
    title: row.title,
    url: row.url === null ? null : links.file(row.url),
    file: row.file === null ? null : { ...row.file, url: links.file(row.file.url) },
  };
}

const presentImages = (images: CourseRow['image'], links: MediaLinks) =>
  images === null
    ? null
    : {
        large: links.file(images.large),
        medium: links.file(images.medium),
        small: links.file(images.small),
      };

/** What an expanded course carries besides its own fields. */
export interface CourseExpansions {
  documents?: CourseDocument[];
  demoVideo?: Video | null;
  stages?: Course['stages'];
  offers?: Course['offers'];
}

/** The course's own images are its preview: signed for any learner the course is presented to,
 * whatever their stream's state. */
export function presentCourse(
  row: CourseRow,
  links: MediaLinks,
  expansions: CourseExpansions = {},
): Course {
  return {
    id: row.id,
    title: row.title,
    caption: row.caption,
    excerpt: row.excerpt,
    image: presentImages(row.image, links),
    background: presentImages(row.background, links),
    created_at: toSeconds(row.createdAt),
    updated_at: toSeconds(row.updatedAt),
    courseOptions: row.courseOptions,
    category: row.category,
    complexity: row.complexity,
    stageIds: row.stageIds,
    lessonIds: row.lessonIds,
    offerIds: row.offerIds,
    isDemoDocumentsAccessible: row.isDemoDocumentsAccessible,
    isDemoExpertMessageEnabled: row.isDemoExpertMessageEnabled,
    isDemoUserMessageEnabled: row.isDemoUserMessageEnabled,
    isDemoOfflineModeAccessible: row.isDemoOfflineModeAccessible,
    version: row.version,
    ...expansions,
  };
}

export function presentCourseVersion(row: {
  id: number;
  version: number;
  updatedAt: Date;
}): z.infer<typeof CourseVersion> {
  return { id: row.id, version: row.version, updated_at: toSeconds(row.updatedAt) };
}
