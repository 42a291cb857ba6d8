/** Text modules as an eager import.meta.glob gives them: path → the module's exports. */
type TextModules = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** One downloadable part of a language: the section files its folder holds, and the domain
 * rules' messages its screens show. */
export type LocalePart = { files: TextModules; messages?: object };

/** A section file's key: learning-screens.ts → learningScreens. */
function sectionName(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1).replace(/\.ts$/, '');
  return file.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The texts of a part: each file exports one section named after the file, so an area's texts
 * are one new file per language and no list is edited (locales.test.ts fails while a language
 * lacks one). Assembled here rather than in the part's chunk, so that the sign-in page gets no
 * extra chunk for it.
 */
export function resourcesOf({ files, messages = {} }: LocalePart): object {
  const sections = Object.entries(files).map(([path, exports]) => {
    const name = sectionName(path);
    const section = exports[name];
    // A file named unlike its export would otherwise drop its texts without a word.
    if (typeof section !== 'object' || section === null) {
      throw new Error(`${path} exports no section named ${name}`);
    }
    return [name, section];
  });
  return { ...messages, ...Object.fromEntries(sections) };
}
