/**
 * Copies text with the asynchronous Clipboard API. False when the browser refuses: no API (an
 * insecure page, an old browser), no permission, or the page not focused. The caller then offers
 * the text selected in a field, so the visitor can copy it by hand.
 */
export async function copyText(text: string, clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
