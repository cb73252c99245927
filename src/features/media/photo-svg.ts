import type { PhotoSpec } from './photo-catalog';
import { drawBicycle } from './svg/bicycle';
import { drawCamper } from './svg/camper';
import { drawCar } from './svg/car';
import { drawTrailer } from './svg/caravan';
import { svgDocument } from './svg/backdrop';
import { accentFor, finish } from './svg/detail-kit';
import { BICYCLE_DETAILS } from './svg/details-bicycle';
import { CAMPING_DETAILS } from './svg/details-camping';
import { CAR_DETAILS, type Composition } from './svg/details-car';
import { MOTOR_DETAILS } from './svg/details-motor';
import { drawMotorcycle } from './svg/motorcycle';
import { hashString, seededRandom } from './svg/variation';

const DETAILS = { car: CAR_DETAILS, bicycle: BICYCLE_DETAILS, motor: MOTOR_DETAILS, caramper: CAMPING_DETAILS } as const;
const UPHOLSTERY = ['#3a3d42', '#5b4636', '#8a6a4d', '#2f3a4a', '#6e6259', '#7a2e2e'];

function exterior(spec: Extract<PhotoSpec, { kind: 'exterior' }>, seed: number): string {
  const input = { view: spec.view, colour: spec.colour, random: seededRandom(seed) };
  switch (spec.mobility) {
    case 'car':
      return drawCar(spec.bodyType, input);
    case 'bicycle':
      return drawBicycle(spec.bodyType, input);
    case 'motor':
      return drawMotorcycle(spec.bodyType, input);
    case 'caramper':
      if (spec.bodyType === 'caravan' || spec.bodyType === 'vouwwagen') return drawTrailer(spec.bodyType, input);
      if (spec.bodyType === 'busmodel' || spec.bodyType === 'integraal' || spec.bodyType === 'halfintegraal' || spec.bodyType === 'alkoof') return drawCamper(spec.bodyType, input);
      throw new Error(`No drawing for camping body type ${spec.bodyType}`);
  }
}

function detail(spec: Extract<PhotoSpec, { kind: 'detail' }>, seed: number): string {
  const random = seededRandom(seed);
  const draw: ((ctx: { random: typeof random; accent: string }) => Composition) | undefined = DETAILS[spec.mobility][spec.view];
  if (!draw) throw new Error(`No drawing for ${spec.mobility} detail ${spec.view}`);
  const composition = draw({ random, accent: accentFor(random, UPHOLSTERY) });
  const edge = finish(random);
  return svgDocument(composition.defs + edge.defs, composition.body + edge.body);
}

/**
 * The SVG drawing for a parsed photo name. Deterministic: the same name always gives the same
 * drawing, varied from its neighbours by a hash of the name (backdrop tint, light, angle).
 */
export function photoSvg(spec: PhotoSpec, name: string): string {
  const seed = hashString(name);
  return spec.kind === 'exterior' ? exterior(spec, seed) : detail(spec, seed);
}
