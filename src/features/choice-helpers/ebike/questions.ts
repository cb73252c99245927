import { defineWizard, type WizardAnswers } from '../wizard/wizard-model';

/**
 * The e-bike keuzehulp's seven questions (issue 16, decision 025). Ids and option values are the
 * URL (`/keuzehulp/elektrische-fiets/resultaat?doel=woon-werk&afstand=10-20&…`): shared links
 * carry them, so rename one only with a redirect. Labels live in choice-helper.json `questions`.
 */
export const EBIKE_WIZARD = defineWizard([
  { id: 'doel', options: ['woon-werk', 'boodschappen', 'kinderen-lading', 'recreatie', 'sportief'] },
  { id: 'afstand', options: ['tot-10', '10-20', '20-35', 'meer-dan-35'] },
  { id: 'terrein', options: ['vlak', 'gemengd', 'heuvelachtig'] },
  { id: 'lengte', options: ['tot-160', '160-170', '170-180', '180-190', 'vanaf-190'] },
  { id: 'budget', options: ['tot-1500', 'tot-2500', 'tot-3500', 'tot-5000', 'meer-dan-5000'] },
  { id: 'motor', options: ['voor', 'midden', 'achter', 'geen-voorkeur'] },
  { id: 'snelheid', options: ['25', '45'] },
] as const);

export type EbikeAnswers = WizardAnswers<typeof EBIKE_WIZARD>;
export type Purpose = EbikeAnswers['doel'];
export type Distance = EbikeAnswers['afstand'];
export type Terrain = EbikeAnswers['terrein'];
export type BodyHeight = EbikeAnswers['lengte'];
export type Budget = EbikeAnswers['budget'];
export type MotorPosition = EbikeAnswers['motor'];
export type Speed = EbikeAnswers['snelheid'];

export const EBIKE_PATHS = {
  landingPath: '/keuzehulp/elektrische-fiets',
  startPath: '/keuzehulp/elektrische-fiets/start',
  resultPath: '/keuzehulp/elektrische-fiets/resultaat',
} as const;
