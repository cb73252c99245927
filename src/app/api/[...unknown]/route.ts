// Any other /api path answers the spec's JSON error rather than the HTML 404 page.
import { toErrorResponse, ApiError } from '@/lib/api/errors';

function notFound() {
  return toErrorResponse(new ApiError('notFound'));
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
