/** A multipart body with one file in `field`, as a browser sends it. */
export function uploadForm(field: string, bytes: Buffer, name = 'picture.png'): FormData {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
  return data;
}
