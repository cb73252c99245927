import { handleFinancingForm } from '@/features/services/financing/server';

/** The financing form without JavaScript: 303 back to the page with the outcome. */
export function POST(request: Request) {
  return handleFinancingForm(request);
}
