import vehicleLabels from '../../../public/locales/nl/vehicle.json';

/**
 * The Dutch labels of the vehicle vocabulary, read from the same file the pages translate with,
 * so the specification groups a listing carries say exactly what the filters say.
 */
export type LabelGroup = Exclude<keyof typeof vehicleLabels, 'value'>;

const groups = vehicleLabels as unknown as Record<LabelGroup, Record<string, string>>;

export function vehicleLabel(group: LabelGroup, code: string): string {
  const value = groups[group][code];
  if (value === undefined) throw new Error(`No Dutch label for ${group}.${code}`);
  return value;
}

export const specLabels = vehicleLabels.spec;
export const specGroupLabels = vehicleLabels.specGroup;
