import { describe, expect, it } from 'vitest';
import { present } from '@/lib/testing/present';
import { searchRequestToUrl } from '@/lib/search-request/url-writer';
import { resolveResult } from '../wizard/wizard-flow';
import { EBIKE_WIZARD, type EbikeAnswers } from './questions';
import { archetypeOf, batteryMinimum, ebikeAdvice, ebikeSearchRequest, ebikeSearchSteps } from './rules';
import { ARCHETYPES, BUDGET_GUIDE, FRAME_HEIGHT_BY_BODY_HEIGHT } from './rules-tables';
import copy from '../../../../public/locales/nl/choice-helper.json';

const COMMUTER: EbikeAnswers = { doel: 'woon-werk', afstand: '10-20', terrein: 'vlak', lengte: '170-180', budget: 'tot-2500', motor: 'midden', snelheid: '25' };

describe('archetypeOf', () => {
  it('follows the purpose, and a speed pedelec makes a fast commuter of anyone but a cargo-bike parent', () => {
    expect(archetypeOf(COMMUTER)).toBe('forens');
    expect(archetypeOf({ ...COMMUTER, doel: 'kinderen-lading' })).toBe('bakfietsouder');
    expect(archetypeOf({ ...COMMUTER, doel: 'recreatie', snelheid: '45' })).toBe('snelleForens');
    expect(archetypeOf({ ...COMMUTER, doel: 'kinderen-lading', snelheid: '45' })).toBe('bakfietsouder');
  });
});

describe('ebikeAdvice', () => {
  it('gives a commuter the frame range of their height, a battery for their distance and the budget of the archetype', () => {
    const advice = ebikeAdvice(COMMUTER);
    expect(advice.frameHeight).toEqual({ min: 53, max: 57 });
    expect(advice.points).toContainEqual({ key: 'battery.minimum', values: { wh: 400 } });
    expect(advice.points).toContainEqual({ key: 'motor.midden' });
    expect(advice.budget).toEqual({ min: 1500, max: 3000, yours: 2500, tight: false });
    expect(advice.tip).toBe('forens');
    expect(advice.speedPedelec).toBe(false);
  });

  it('warns about a front motor on hills and with children, and advises a mid motor when the visitor has no preference', () => {
    expect(ebikeAdvice({ ...COMMUTER, motor: 'voor', terrein: 'heuvelachtig' }).points).toContainEqual({ key: 'motor.frontStruggles' });
    expect(ebikeAdvice({ ...COMMUTER, motor: 'geen-voorkeur', doel: 'kinderen-lading' }).points).toContainEqual({ key: 'motor.chooseMid' });
    expect(ebikeAdvice({ ...COMMUTER, motor: 'geen-voorkeur' }).points).toContainEqual({ key: 'motor.anyWorks' });
  });

  it('says what a speed pedelec demands, and suggests one for long commutes at 25 km/h', () => {
    expect(ebikeAdvice({ ...COMMUTER, snelheid: '45' }).points).toContainEqual({ key: 'speedPedelec' });
    expect(ebikeAdvice({ ...COMMUTER, afstand: 'meer-dan-35' }).points).toContainEqual({ key: 'considerSpeedPedelec' });
  });

  it('calls a budget below what the archetype costs tight, and tips accordingly', () => {
    const advice = ebikeAdvice({ ...COMMUTER, doel: 'kinderen-lading', budget: 'tot-1500' });
    expect(advice.budget.tight).toBe(true);
    expect(advice.tip).toBe('budgetTight');
    expect(ebikeAdvice({ ...COMMUTER, budget: 'meer-dan-5000' }).budget).toMatchObject({ yours: null, tight: false });
  });

  it('adds battery for hills, also on short rides', () => {
    expect(batteryMinimum({ ...COMMUTER, afstand: 'tot-10' })).toBeNull();
    expect(batteryMinimum({ ...COMMUTER, afstand: 'tot-10', terrein: 'heuvelachtig' })).toBe(400);
    expect(batteryMinimum({ ...COMMUTER, afstand: 'meer-dan-35', terrein: 'heuvelachtig' })).toBe(725);
  });
});

describe('the tables and the copy agree', () => {
  it('has a name, summary, advice and tip for every archetype, and text for every advice point', () => {
    for (const archetype of ARCHETYPES) {
      expect(copy.archetypes[archetype].name).toMatch(/^De /);
      expect(copy.advice.archetype[archetype]).toBeTruthy();
      expect(copy.tips[archetype]).toBeTruthy();
      expect(BUDGET_GUIDE[archetype].min).toBeLessThan(BUDGET_GUIDE[archetype].max);
    }
  });

  it('has frame ranges that overlap their neighbours, so nobody between two rows falls through', () => {
    const rows = Object.values(FRAME_HEIGHT_BY_BODY_HEIGHT);
    rows.slice(1).forEach((row, index) => expect(row.min).toBeLessThanOrEqual(present(rows[index]).max));
  });
});

describe('ebikeSearchRequest', () => {
  it('is a real bicycle search: kind, frame range, price cap, body types, motor brands and battery', () => {
    const request = ebikeSearchRequest(COMMUTER);
    expect(request).toMatchObject({
      mobilityType: 'bicycle',
      kind: ['ebike'],
      frameHeight: { min: 53, max: 57 },
      price: { max: 2500 },
      bodyType: ['stadsfiets', 'hybrideFiets', 'crosshybride'],
      batteryCapacity: { min: 400 },
    });
    expect(request.motorBrand).toContain('bosch');
    expect(searchRequestToUrl(request)).toMatch(/^\/fietsen\/.*voertuigsoort-elektrische-fiets.*framehoogte-vanaf-53/);
  });

  it('asks for speed pedelecs at 45 km/h and sets no price cap without a limit', () => {
    const request = ebikeSearchRequest({ ...COMMUTER, snelheid: '45', budget: 'meer-dan-5000', motor: 'geen-voorkeur' });
    expect(request.kind).toEqual(['highSpeedEbike']);
    expect(request.price).toBeUndefined();
    expect(request.motorBrand).toEqual([]);
  });
});

describe('ebikeSearchSteps', () => {
  it('lets go of one more wish per step, in order, and never of the kind', () => {
    const steps = ebikeSearchSteps(COMMUTER);
    expect(steps.map((step) => step.relaxed.at(-1) ?? 'strict')).toEqual(['strict', 'motor', 'battery', 'bodyType', 'frameHeight', 'price']);
    const widest = present(steps.at(-1)).request;
    expect(widest).toMatchObject({ kind: ['ebike'], bodyType: [], motorBrand: [], frameHeight: { min: 50, max: 60 } });
    expect(widest.price).toBeUndefined();
    expect(widest.batteryCapacity).toBeUndefined();
  });

  it('skips what the answers never asked for', () => {
    const steps = ebikeSearchSteps({ ...COMMUTER, motor: 'geen-voorkeur', afstand: 'tot-10', budget: 'meer-dan-5000' });
    expect(steps.map((step) => step.relaxed.at(-1) ?? 'strict')).toEqual(['strict', 'bodyType', 'frameHeight']);
  });
});

describe('the wizard reads every answer set the rules know', () => {
  it('resolves a complete URL to typed answers', () => {
    const view = resolveResult(EBIKE_WIZARD, { ...COMMUTER });
    expect(view).toMatchObject({ kind: 'complete', answers: COMMUTER });
  });
});
