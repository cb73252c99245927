import { NotFoundPage } from '@/features/shell/NotFoundPage';
import { notFoundMetadata } from '@/features/shell/not-found-metadata';

export const generateMetadata = notFoundMetadata;

export default function NotFound() {
  return <NotFoundPage />;
}
