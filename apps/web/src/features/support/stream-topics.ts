import type { BrandConfig } from '@platform/contracts/brand';

/** A topic about one of the learner's streams (the question's target_id): the brand names its
 * homework topic and its two renewal topics (passHomework…, renewCourse…,
 * renewConsultationSupportCategoryId). */
export type StreamTopic = 'homework' | 'renewCourse' | 'renewConsultation';

type TopicIds = Pick<
  BrandConfig,
  | 'passHomeworkSupportCategoryId'
  | 'renewCourseSupportCategoryId'
  | 'renewConsultationSupportCategoryId'
>;

/** Which stream topic a category is for the brand, else null (a general topic). */
export function streamTopicOf(categoryId: number, brand: TopicIds): StreamTopic | null {
  if (categoryId === brand.passHomeworkSupportCategoryId) return 'homework';
  if (categoryId === brand.renewCourseSupportCategoryId) return 'renewCourse';
  if (categoryId === brand.renewConsultationSupportCategoryId) return 'renewConsultation';
  return null;
}

export type OneTapTopic = Extract<StreamTopic, 'renewCourse' | 'renewConsultation'>;

/** A renewal says everything by its topic and stream: one tap (POST /tech-questions/auto). */
export function isOneTapTopic(topic: StreamTopic | null): topic is OneTapTopic {
  return topic === 'renewCourse' || topic === 'renewConsultation';
}
