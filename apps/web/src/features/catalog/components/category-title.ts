type Translate = (key: string, options: { defaultValue: string }) => string;

/** A category's title in the reader's language when the app knows its name, else the brand's. */
export function categoryTitle(t: Translate, category: { name: string; title: string }): string {
  return t(`catalog.categories.${category.name}`, { defaultValue: category.title });
}
