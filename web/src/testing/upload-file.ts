/**
 * A file to choose in an upload field. Under jest-fixed-jsdom, FormData and Blob are Node's while
 * File is jsdom's, and Node's FormData refuses jsdom's File: the upload code (FormData.append) needs
 * the File Node's FormData makes. In a browser the two are one; here the file is made by FormData.
 */
export function uploadFile(bits: BlobPart[], name: string, type: string): File {
  const form = new FormData();
  form.append('file', new Blob(bits, { type }), name);
  return form.get('file') as File;
}
