// A file the app fetched itself (with the session's token, which a plain link cannot send) handed to the
// browser to save: Download my data's archive, an order's calendar file.

/** Hands the browser the file to save, under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
