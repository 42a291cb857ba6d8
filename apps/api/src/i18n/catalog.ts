/** The catalogue and the course search. ru is the source; en and es carry the same keys. */
export const catalog = {
  ru: { catalog: { found: 'Курсы найдены' } },
  en: { catalog: { found: 'Courses found' } },
  es: { catalog: { found: 'Cursos encontrados' } },
};
