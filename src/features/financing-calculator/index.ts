/**
 * The annuity calculator (issue 17): one component for the detail page's financing banner and the
 * financing page, on the pure annuity of lib/finance. Client-safe; it takes its Dutch copy as props.
 */
export { FinancingCalculator, type CalculatorCopy } from './FinancingCalculator';
