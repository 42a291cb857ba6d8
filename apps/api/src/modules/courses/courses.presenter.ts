import type { Course, CourseDocument, CourseVersion, Video } from '@platform/contracts/courses';
import type { z } from 'zod';
import { toSeconds } from '../../lib/clock';
import type { CourseRow, DocumentRow, VideoRow } from './courses.repository';

export function presentVideo(row: VideoRow, lessonId: number | null): Video {
  return {
    id: row.id,
    created_at: toSeconds(row.createdAt),
    duration: row.durationSeconds * 1000,
    url: row.url,
    subtitles: row.subtitles,
    videoUrls: { hlsPlaylist: row.hlsPlaylist, preview: row.preview, mp4Playlist: row.mp4Playlist },
    lessonId,
    courseIds: row.courseIds,
  };
}

export function presentDocument(row: DocumentRow): CourseDocument {
  return { id: row.id, title: row.title, url: row.url, file: row.file };
}

/** What an expanded course carries besides its own fields. */
export interface CourseExpansions {
  documents?: CourseDocument[];
  demoVideo?: Video | null;
  stages?: Course['stages'];
}

export function presentCourse(row: CourseRow, expansions: CourseExpansions = {}): Course {
  return {
    id: row.id,
    title: row.title,
    caption: row.caption,
    excerpt: row.excerpt,
    image: row.image,
    background: row.background,
    created_at: toSeconds(row.createdAt),
    updated_at: toSeconds(row.updatedAt),
    courseOptions: row.courseOptions,
    category: row.category,
    complexity: row.complexity,
    stageIds: row.stageIds,
    lessonIds: row.lessonIds,
    // Course offers belong to the catalogue, which has none stored yet.
    offerIds: [],
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
