'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_PHOTOS, screenPhotos, type PhotoProblem } from '../photos/photo-rules';
import { shrinkPhoto } from '../photos/photo-shrink';
import type { FormPhoto } from './lead-form-model';


const newPhotoId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);

/**
 * The trade-in's photos: picked files checked with the server's rules and shrunk one by one,
 * each held through an object URL that is revoked when the photo goes.
 */
export function useLeadPhotos(onProblems: (problems: PhotoProblem[]) => void, max: number = MAX_PHOTOS) {
  const [photos, setPhotos] = useState<FormPhoto[]>([]);
  const [processing, setProcessing] = useState(0);
  const photosRef = useRef<FormPhoto[]>([]);

  const replacePhotos = useCallback((update: (current: FormPhoto[]) => FormPhoto[]) => {
    const next = update(photosRef.current);
    for (const photo of photosRef.current) if (!next.includes(photo)) URL.revokeObjectURL(photo.url);
    photosRef.current = next;
    setPhotos(next);
  }, []);

  // Object URLs hold the photos in memory until revoked.
  useEffect(() => () => photosRef.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);

  // What the browser cannot open is named along with what the rules refused.
  const addPhotos = async (files: File[]) => {
    const { accepted, problems } = screenPhotos(photosRef.current.length + processing, files, max);
    onProblems(problems);
    setProcessing((count) => count + accepted.length);
    for (const file of accepted) {
      try {
        const blob = await shrinkPhoto(file);
        const photo = { id: newPhotoId(), blob, name: file.name, url: URL.createObjectURL(blob) };
        replacePhotos((current) => [...current, photo]);
      } catch {
        problems.push({ code: 'photos.unreadable', name: file.name });
        onProblems(problems);
      } finally {
        setProcessing((count) => count - 1);
      }
    }
  };

  const removePhoto = (id: string) => {
    replacePhotos((current) => current.filter((photo) => photo.id !== id));
    onProblems([]);
  };

  return { photos, processing, replacePhotos, addPhotos, removePhoto };
}
