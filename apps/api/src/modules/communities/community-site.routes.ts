import { ArticlePreviewPage } from '@platform/contracts/communities';
import { unixSeconds } from '@platform/contracts/time';
import { articleLink } from '@platform/domain/communities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html';
import { mediaLinks } from '../media/media-links';
import { communitiesRepository } from './communities.repository';

/** The community site's base under this API: brands point communityUrlApi here unless they run
 * a community site of their own (docs/decisions.md, Club). */
export const COMMUNITY_SITE_PREFIX = '/community-api';

/** Articles published this recently carry the NEW label. */
const NEW_FOR_MS = 7 * 24 * 60 * 60 * 1000;

const PreviewQuery = z.object({
  'external_id[]': z
    .union([z.string().max(100), z.array(z.string().max(100)).max(50)])
    .transform((value) => (Array.isArray(value) ? value : [value])),
  thumbnail_width: z.coerce.number().int().min(1).max(4000),
  thumbnail_height: z.coerce.number().int().min(1).max(4000),
});

/**
 * The community service's article previews (spec 001: GET {community host}/api/v1/articles/
 * preview with external_id[] and the thumbnail size, an authorization header, the list in
 * hydra:member), served from this API's own demo articles so that the club works out of the box.
 * The authorization is the learner's own session.
 */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const SlugParams = z.object({ slug: z.string().max(100) });
const ArticleParams = SlugParams.extend({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});

export const communitySiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = mediaLinks(app.ctx);
  const repository = communitiesRepository(app.ctx.db);

  app.get(
    '/api/v1/articles/preview',
    {
      schema: { hide: true, querystring: PreviewQuery, response: { 200: ArticlePreviewPage } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const now = app.ctx.clock.now().getTime();
      const site = `${request.protocol}://${request.host}${COMMUNITY_SITE_PREFIX}`;
      const rows = await repository.articlesOf(request.query['external_id[]']);
      return {
        'hydra:member': rows.map(({ article, slug }) => ({
          id: article.id,
          title: article.title,
          created_at: unixSeconds(article.createdAt),
          published_at: unixSeconds(article.publishedAt),
          preview_image: { thumbnail: links.file(article.previewImage) },
          views: article.views,
          likes: article.likes,
          sort: article.sort,
          liked: false,
          isFavourite: false,
          labels: now - article.publishedAt.getTime() < NEW_FOR_MS ? ['NEW'] : [],
          url: articleLink(site, slug, article.id),
          main_category: { community: { slug } },
        })),
      };
    },
  );

  /** A club's page on the demo site: its articles, linked. Public, like a community site. */
  app.get('/:slug', { schema: { hide: true, params: SlugParams } }, async (request, reply) => {
    const community = await repository.findBySlug(request.params.slug);
    if (!community) return reply.callNotFound();
    const articles = await repository.articlesOf([community.uniq]);
    const items = articles
      .map(
        ({ article }) =>
          `<li><a href="${escapeHtml(`${community.slug}/articles/${article.id}`)}">${escapeHtml(article.title)}</a></li>`,
      )
      .join('');
    const title = community.title.ru ?? community.slug;
    return reply.type('text/html; charset=utf-8').send(page(title, `<ul>${items}</ul>`));
  });

  /** An article's page on the demo site. */
  app.get(
    '/:slug/articles/:id',
    { schema: { hide: true, params: ArticleParams } },
    async (request, reply) => {
      const community = await repository.findBySlug(request.params.slug);
      const articles = community ? await repository.articlesOf([community.uniq]) : [];
      const found = articles.find(({ article }) => article.id === request.params.id);
      if (!found) return reply.callNotFound();
      const published = found.article.publishedAt.toISOString().slice(0, 10);
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(found.article.title, `<p><time datetime="${published}">${published}</time></p>`),
        );
    },
  );
};
