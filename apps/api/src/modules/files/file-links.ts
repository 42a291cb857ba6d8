import type { AppContext } from '../../context';
import { windowedTtl } from '../../lib/url-signer';
import type { HELMET_OPTIONS } from '../../plugins/security-headers';

/** A grant lives at least this long: a homework video reviewed on a page opened a while ago still
 * plays. */
export const FILE_GRANT_MIN_SECONDS = 60 * 60;
/** Expiries are rounded up to the next quarter of an hour, so a file's URL stays the same for
 * that long and browsers keep what they fetched with it. */
export const FILE_GRANT_WINDOW_SECONDS = 15 * 60;

/** What a file's grant is made for: its key, apart from the scopes of course media grants. */
export const fileGrantScope = (storageKey: string): string => `files/${storageKey}`;

/** The URL of an uploaded file for the one the answer is for: `/files/<grant>/<key>`. */
export type FileUrl = (storageKey: string) => string;

/** Signs file URLs. Only answers to the file's owner and to the staff who review what it is
 * attached to carry them, so holding a live URL is what reading the file takes. */
export function fileUrls(ctx: Pick<AppContext, 'signer' | 'clock'>): FileUrl {
  return (storageKey) => {
    const ttl = windowedTtl(ctx.clock, FILE_GRANT_MIN_SECONDS, FILE_GRANT_WINDOW_SECONDS);
    return `/files/${ctx.signer.sign(fileGrantScope(storageKey), ttl)}/${storageKey}`;
  };
}

/** The app's security-header options with the object store's origin allowed for pictures and
 * media, as granted file reads redirect there (files.routes.ts); unchanged without a store. */
export function allowingStoreOrigin<Options extends typeof HELMET_OPTIONS>(
  options: Options,
  origin: string | undefined,
): Options {
  if (!origin) return options;
  const { directives } = options.contentSecurityPolicy;
  return {
    ...options,
    contentSecurityPolicy: {
      ...options.contentSecurityPolicy,
      directives: {
        ...directives,
        'img-src': [...directives['img-src'], origin],
        'media-src': [...directives['media-src'], origin],
      },
    },
  };
}
