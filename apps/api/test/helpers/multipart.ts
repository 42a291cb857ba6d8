/** A file part of a multipart form. */
export interface FilePart {
  bytes: Uint8Array;
  name: string;
  /** The content type the sender declares; the API must not believe it. */
  type?: string;
}

/** A multipart form for `app.inject({ payload })`: strings become fields, FileParts files. */
export function multipartForm(fields: Record<string, string | FilePart>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([value.bytes], { type: value.type ?? 'application/octet-stream' }),
        value.name,
      );
  }
  return form;
}
