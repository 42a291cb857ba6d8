/** The extension's queries: buying one changes the stream and the points. */
export const extensionKeys = {
  all: ['extension'] as const,
  options: (streamId: number) => [...extensionKeys.all, 'options', streamId] as const,
};
