import { describe, expect, it } from 'vitest';
import copy from '../../../../public/locales/nl/car-coach.json';
import { CAR_WIZARD } from './answers';
import { COACH_BODY_TYPES, COACH_FUELS } from './tables';
import type { ReasonKey } from './recommend';

const REASONS: readonly ReasonKey[] = ['electricHome', 'electricPublic', 'publicTooMuch', 'hybridNoCharger', 'hybridLong', 'dieselHighKm', 'petrolLowKm', 'roomSmall', 'roomFamily', 'roomLarge', 'towing', 'longDistance'];

describe('the car coach\'s copy', () => {
  it('has a question and a label for every answer the wizard takes', () => {
    const questions = copy.questions as Record<string, { title: string; options: Record<string, { label: string }> }>;
    for (const question of CAR_WIZARD.questions) {
      expect(questions[question.id]?.title, question.id).toMatch(/\?$/);
      for (const option of question.options) expect(questions[question.id]?.options[option]?.label, `${question.id}=${option}`).toBeTruthy();
    }
  });

  it('names every body type, fuel and reason the rules can give', () => {
    for (const type of COACH_BODY_TYPES) {
      expect(copy.bodyTypes[type]).toBeTruthy();
      expect(copy.bodyTypesPlural[type]).toBeTruthy();
    }
    for (const fuel of COACH_FUELS) {
      expect(copy.fuels[fuel]).toBeTruthy();
      expect(copy.result.title[fuel]).toContain('{{bodyType}}');
    }
    for (const reason of REASONS) expect(copy.result.reasons[reason]).toBeTruthy();
  });
});
