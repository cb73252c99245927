/**
 * The lead forms as data: which fields each form has and how they are entered. No zod here, so
 * the forms can render without loading the validator (lead-schema.ts) into the page's first JS.
 */
export const LEAD_TYPES = ['contact', 'tradeIn', 'testDrive', 'reserve', 'lease', 'fault'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const QUESTIONS = ['beschikbaarheid', 'prijs', 'proefrit', 'inruil', 'financiering', 'anders'] as const;
export const FEEDBACK_TYPES = ['email', 'telefoon'] as const;
export const PARTS_OF_DAY = ['ochtend', 'middag', 'avond'] as const;
export const FAULT_TYPES = ['prijs', 'fotos', 'gegevens', 'verkocht', 'anders'] as const;
export const TRADE_IN_VEHICLES = ['car', 'motor', 'camper', 'caravan', 'foldingTrailer'] as const;

/** 'photos' is the trade-in's photo picker: files, not text, so it is not part of the JSON lead. */
export type FieldKind = 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'radio' | 'date' | 'number' | 'plate' | 'photos';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  required: boolean;
  autoComplete?: string;
  options?: readonly string[];
}

const name: FieldSpec = { name: 'name', kind: 'text', required: true, autoComplete: 'name' };
const email: FieldSpec = { name: 'email', kind: 'email', required: true, autoComplete: 'email' };
const phone = (required: boolean): FieldSpec => ({ name: 'phone', kind: 'tel', required, autoComplete: 'tel' });
const remarks: FieldSpec = { name: 'remarks', kind: 'textarea', required: false };

export type TradeInVehicle = (typeof TRADE_IN_VEHICLES)[number];

/** Caravans and folding trailers have no odometer: the dealer asks for make and model instead. */
export function tradeInUsesMileage(vehicle: TradeInVehicle): boolean {
  return vehicle !== 'caravan' && vehicle !== 'foldingTrailer';
}

export function leadFields(type: LeadType, tradeInVehicle: TradeInVehicle = 'car'): FieldSpec[] {
  switch (type) {
    case 'contact':
      return [
        { name: 'question', kind: 'select', required: true, options: QUESTIONS },
        { name: 'comment', kind: 'textarea', required: false },
        { name: 'feedbackType', kind: 'radio', required: true, options: FEEDBACK_TYPES },
        name,
        email,
        phone(false),
      ];
    case 'tradeIn':
      return [
        { name: 'licensePlate', kind: 'plate', required: true },
        tradeInUsesMileage(tradeInVehicle)
          ? { name: 'mileage', kind: 'number', required: true }
          : { name: 'vehicleBrandModel', kind: 'text', required: true },
        remarks,
        { name: 'photos', kind: 'photos', required: false },
        name,
        email,
        phone(false),
      ];
    case 'testDrive':
      return [
        { name: 'preferredDate', kind: 'date', required: true },
        { name: 'partOfDay', kind: 'radio', required: true, options: PARTS_OF_DAY },
        remarks,
        name,
        email,
        phone(true),
      ];
    case 'reserve':
      return [name, email, phone(true), remarks];
    case 'lease':
      return [{ name: 'employer', kind: 'text', required: true, autoComplete: 'organization' }, name, email, phone(false), remarks];
    case 'fault':
      return [
        { name: 'faultType', kind: 'select', required: true, options: FAULT_TYPES },
        { name: 'description', kind: 'textarea', required: true },
        { name: 'name', kind: 'text', required: false, autoComplete: 'name' },
        { name: 'email', kind: 'email', required: false, autoComplete: 'email' },
      ];
  }
}

/** Furthest ahead a test drive can be asked for. */
export const TEST_DRIVE_MAX_DAYS_AHEAD = 90;

/**
 * A day in the Netherlands as YYYY-MM-DD: a visitor at 00:30 means today, not UTC's yesterday.
 * Days are added on the calendar, so a summer-time change in between cannot shift the result.
 */
export function dutchDate(now: number, addDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
  if (addDays === 0) return today;
  const noon = new Date(`${today}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + addDays);
  return noon.toISOString().slice(0, 10);
}
