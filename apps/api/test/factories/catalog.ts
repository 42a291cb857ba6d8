import type { AppContext } from '../../src/context';
import { type CatalogCourseInput, catalogWriter } from '../../src/modules/catalog/catalog-writer';

let sequence = 0;

/** A course in a brand's catalogue; the key is made unique. */
export async function buildCatalogCourse(
  ctx: AppContext,
  input: Omit<CatalogCourseInput, 'importKey'> & { importKey?: string },
) {
  sequence += 1;
  return catalogWriter(ctx.db).add({ importKey: `catalog-${sequence}-${Date.now()}`, ...input });
}

export const YOGA = { name: 'yoga', title: 'Йога' } as const;
export const MEDITATION = { name: 'meditation', title: 'Meditation' } as const;
export const PILATES = { name: 'pilates', title: 'Pilates', sort: null } as const;
export const OTHER = { name: 'tai-chi', title: 'Tai chi' } as const;
