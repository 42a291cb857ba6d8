import type { ArticlePreview, ArticlePreviewPage } from '@platform/contracts/communities';
import { ARTICLE_THUMBNAIL } from '@platform/domain/communities';
import { useQuery } from '@tanstack/react-query';
import { telemetry } from '../../../shared/analytics/telemetry';
import { tokenStorage } from '../../../shared/api/token-storage';
import { clubKeys } from '../club-keys';

/** An article preview as the community service answers it (the contracts' ArticlePreview,
 * which the community site this API ships is checked against). */
export type { ArticlePreview };

/**
 * GET {communityUrlApi}/api/v1/articles/preview: the previews of the clubs' articles, thumbnails
 * asked at twice 370x210, with the learner's authorization. The parameters must be there
 * (spec section 5's texts); a failure of the community service is logged and answers no
 * articles, so the club never shows an error for it.
 */
export async function getArticlePreviews(
  communityUrlApi: string | null,
  uniqs: readonly string[],
): Promise<ArticlePreview[]> {
  try {
    if (!communityUrlApi) throw new Error('communityUrlApi must be set');
    if (uniqs.length === 0) throw new Error('Communities is not fetched');
    const url = new URL(
      `${communityUrlApi.replace(/\/+$/, '')}/api/v1/articles/preview`,
      window.location.origin,
    );
    for (const uniq of uniqs) url.searchParams.append('external_id[]', uniq);
    url.searchParams.set('thumbnail_width', String(ARTICLE_THUMBNAIL.width));
    url.searchParams.set('thumbnail_height', String(ARTICLE_THUMBNAIL.height));
    const token = tokenStorage.read();
    const response = await fetch(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new Error(`articles answered ${response.status}`);
    const body = (await response.json()) as Partial<ArticlePreviewPage>;
    return body['hydra:member'] ?? [];
  } catch (error) {
    telemetry.reportError(error);
    return [];
  }
}

export function useArticlePreviews(communityUrlApi: string | null, uniqs: readonly string[]) {
  return useQuery({
    queryKey: clubKeys.articles(uniqs),
    queryFn: () => getArticlePreviews(communityUrlApi, uniqs),
    enabled: uniqs.length > 0,
    staleTime: 10 * 60 * 1000,
  });
}
