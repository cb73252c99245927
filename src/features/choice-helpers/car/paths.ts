/** The car keuzecoach's addresses (product §2): a landing, the steps and the result. */
export const CAR_COACH_PATHS = {
  landingPath: '/keuzecoach',
  startPath: '/keuzecoach/start',
  resultPath: '/keuzecoach/resultaat',
} as const;
