/**
 * Shrinks a photo in the browser before it is sent: a phone photo of 3–8 MB becomes a JPEG of a
 * few hundred kilobytes at the size the server keeps anyway, so six of them upload quickly on a
 * mobile connection. Drawing on a canvas also drops the file's metadata (EXIF, location). The
 * server re-encodes whatever arrives, so this saves bandwidth; it is not what protects.
 */
import { PHOTO_MAX_EDGE } from './photo-rules';

export async function shrinkPhoto(file: Blob, maxEdge = PHOTO_MAX_EDGE): Promise<Blob> {
  // Browsers turn the photo upright by its EXIF orientation here.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    // JPEG has no transparency: transparent PNG areas become white, as on the server.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))), 'image/jpeg', 0.85));
  } finally {
    bitmap.close();
  }
}
