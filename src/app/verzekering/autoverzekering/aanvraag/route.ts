import { handleInsuranceForm } from '@/features/services/insurance/server';

/** The insurance form without JavaScript: 303 back to the page with the outcome. */
export function POST(request: Request) {
  return handleInsuranceForm(request);
}
