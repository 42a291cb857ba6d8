/**
 * Intl's formatters, one per locale and options, built on first use. Building one looks up the
 * locale's data and costs far more than formatting with it (formatDate built one per date: 60 ms
 * of the home screen's first render in a CPU profile), so every formatter of the app comes from
 * here.
 */
function memoized<Options, Format>(
  build: (locale: string | undefined, options: Options) => Format,
): (locale: string | undefined, options: Options) => Format {
  const built = new Map<string, Format>();
  return (locale, options) => {
    const key = `${locale ?? ''} ${JSON.stringify(options)}`;
    let format = built.get(key);
    if (!format) {
      format = build(locale, options);
      built.set(key, format);
    }
    return format;
  };
}

export const dateTimeFormat = memoized(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

export const numberFormat = memoized(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
